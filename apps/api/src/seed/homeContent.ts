import { currencyExponent } from '@lobbykit/contract'
import { inArray, sql } from 'drizzle-orm'
import { sanitizeHtml } from '../content/sanitizeHtml'
import type { Db } from '../db/client'
import { banners, promotions, tenants } from '../db/schema'
import { demoPaymentMethods } from './cashier'
import { type DemoTenant, demoTenants } from './demoTenants'
import { turnoverPerTokenOf } from './games'

/**
 * The demo tenants' home banners and promotions (docs/product.md#home), in English and the tenant's language.
 * They promise only what the product does today: the lucky wheel and its tokens (docs/product.md#minigame),
 * provably fair Hash Dice and virtual sports (docs/product.md#originals), VIP levels, inbox rewards, the instant
 * demo deposit (docs/product.md#cashier) and the responsible-gaming tools (docs/product.md#responsible-gaming).
 * No cashback, bonus percentage or free spin: the product has none.
 */

/** The languages the local words come in: the tenant's own, Filipino for English sites (as CMS pages do). */
export type HomeLanguage = 'PHP' | 'VI' | 'MS' | 'NE'

export function homeLanguage(demo: Pick<DemoTenant, 'language'>): HomeLanguage {
  return demo.language === 'VI' || demo.language === 'MS' || demo.language === 'NE' ? demo.language : 'PHP'
}

const numberLocales: Record<'EN' | HomeLanguage, string> = {
  EN: 'en',
  PHP: 'en',
  VI: 'vi',
  MS: 'ms',
  NE: 'ne',
}

/** An amount in minor units as the language writes it: ₱500.00, 200.000 ₫, RM 500.00. */
export function moneyText(currency: string, minorUnits: number, language: 'EN' | HomeLanguage): string {
  const exponent = currencyExponent(currency)
  return new Intl.NumberFormat(numberLocales[language], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(minorUnits / 10 ** exponent)
}

interface Amounts {
  /** Turnover that earns one minigame token. */
  perToken: string
  /** The instant demo top-up's bounds. */
  depositMin: string
  depositMax: string
}

interface BannerWords {
  kicker: string
  title: string
  subtitle: string
  cta: string
}

interface PromotionWords {
  title: string
  summary: string
  body: string
  cta: string
}

type Words<T> = (amounts: Amounts) => T

const hashDiceHref = '/playnow?provider=ORIGINALS&game=ORIGINALS-HASH-DICE'
const virtualSportsHref = '/playnow?provider=ORIGINALS&game=ORIGINALS-VIRTUAL-SPORTS'

/** The three banners: where each leads and its words per language. */
const bannerPlans: ReadonlyArray<{ href: string; words: Record<'EN' | HomeLanguage, Words<BannerWords>> }> = [
  {
    href: '/spin',
    words: {
      EN: ({ perToken }) => ({
        kicker: 'Lucky wheel',
        title: 'Spin the wheel with your tokens',
        subtitle: `Every ${perToken} you bet earns one token for the lucky wheel.`,
        cta: 'Spin now',
      }),
      PHP: ({ perToken }) => ({
        kicker: 'Gulong ng swerte',
        title: 'Paikutin ang gulong gamit ang iyong mga token',
        subtitle: `Bawat ${perToken} na iyong itinaya ay may isang token para sa gulong ng swerte.`,
        cta: 'Paikutin na',
      }),
      VI: ({ perToken }) => ({
        kicker: 'Vòng quay may mắn',
        title: 'Quay vòng quay bằng token của bạn',
        subtitle: `Cứ mỗi ${perToken} tiền cược, bạn nhận một token cho vòng quay may mắn.`,
        cta: 'Quay ngay',
      }),
      MS: ({ perToken }) => ({
        kicker: 'Roda bertuah',
        title: 'Putar roda dengan token anda',
        subtitle: `Setiap ${perToken} yang anda pertaruhkan memberi satu token untuk roda bertuah.`,
        cta: 'Putar sekarang',
      }),
      NE: ({ perToken }) => ({
        kicker: 'भाग्यशाली चक्र',
        title: 'आफ्ना टोकनले चक्र घुमाउनुहोस्',
        subtitle: `तपाईंले दाउमा लगाउने प्रत्येक ${perToken} ले भाग्यशाली चक्रका लागि एउटा टोकन दिन्छ।`,
        cta: 'अहिले घुमाउनुहोस्',
      }),
    },
  },
  {
    href: hashDiceHref,
    words: {
      EN: () => ({
        kicker: 'Provably fair',
        title: 'Hash Dice: check every roll',
        subtitle:
          "See the server seed's hash before you bet, choose your own client seed and verify any past roll.",
        cta: 'Play Hash Dice',
      }),
      PHP: () => ({
        kicker: 'Mapapatunayang patas',
        title: 'Hash Dice: suriin ang bawat roll',
        subtitle:
          'Makita ang hash ng server seed bago tumaya, piliin ang sariling client seed at beripikahin ang anumang nakaraang roll.',
        cta: 'Laruin ang Hash Dice',
      }),
      VI: () => ({
        kicker: 'Công bằng có thể kiểm chứng',
        title: 'Hash Dice: kiểm tra từng lần tung',
        subtitle:
          'Xem mã băm của server seed trước khi cược, tự chọn client seed và kiểm chứng bất kỳ lần tung nào trước đó.',
        cta: 'Chơi Hash Dice',
      }),
      MS: () => ({
        kicker: 'Adil dan boleh disahkan',
        title: 'Hash Dice: semak setiap balingan',
        subtitle:
          'Lihat hash server seed sebelum bertaruh, pilih client seed sendiri dan sahkan mana-mana balingan yang lalu.',
        cta: 'Main Hash Dice',
      }),
      NE: () => ({
        kicker: 'प्रमाणित गर्न सकिने निष्पक्षता',
        title: 'Hash Dice: हरेक रोल जाँच्नुहोस्',
        subtitle:
          'दाउ लगाउनुअघि सर्भर सिडको ह्यास हेर्नुहोस्, आफ्नै क्लाइन्ट सिड छान्नुहोस् र कुनै पनि पुरानो रोल प्रमाणित गर्नुहोस्।',
        cta: 'Hash Dice खेल्नुहोस्',
      }),
    },
  },
  {
    href: virtualSportsHref,
    words: {
      EN: () => ({
        kicker: 'Virtual sports',
        title: 'A match and a race every 3 minutes',
        subtitle:
          'Bet on virtual football (1X2, over/under 2.5 goals) and horse racing, as a single or an accumulator.',
        cta: 'Bet now',
      }),
      PHP: () => ({
        kicker: 'Virtual sports',
        title: 'Isang laban at isang karera bawat 3 minuto',
        subtitle:
          'Tumaya sa virtual football (1X2, over/under 2.5 goals) at karera ng kabayo, single man o accumulator.',
        cta: 'Tumaya na',
      }),
      VI: () => ({
        kicker: 'Thể thao ảo',
        title: 'Một trận đấu và một cuộc đua mỗi 3 phút',
        subtitle: 'Cược bóng đá ảo (1X2, tài/xỉu 2.5 bàn) và đua ngựa, cược đơn hoặc cược xiên.',
        cta: 'Cược ngay',
      }),
      MS: () => ({
        kicker: 'Sukan maya',
        title: 'Satu perlawanan dan satu perlumbaan setiap 3 minit',
        subtitle:
          'Bertaruh pada bola sepak maya (1X2, lebih/kurang 2.5 gol) dan lumba kuda, secara single atau accumulator.',
        cta: 'Bertaruh sekarang',
      }),
      NE: () => ({
        kicker: 'भर्चुअल खेलकुद',
        title: 'हरेक ३ मिनेटमा एउटा खेल र एउटा दौड',
        subtitle: 'भर्चुअल फुटबल (1X2, २.५ गोलभन्दा बढी/कम) र घोडा दौडमा एकल वा एक्युमुलेटर दाउ लगाउनुहोस्।',
        cta: 'अहिले दाउ लगाउनुहोस्',
      }),
    },
  },
]

/** The four promotions: where each leads and its words per language. Bodies are sanitised before storing. */
const promotionPlans: ReadonlyArray<{
  href: string
  words: Record<'EN' | HomeLanguage, Words<PromotionWords>>
}> = [
  {
    href: '/vip',
    words: {
      EN: () => ({
        title: 'Climb the VIP levels',
        summary: 'Five levels, Bronze to Diamond, reached by what you deposit and play.',
        body: '<p>Your VIP level rises as your deposits and turnover reach each level: Bronze, Silver, Gold, Platinum and Diamond.</p><p>Your VIP page shows your level and how far you are from the next one.</p>',
        cta: 'See my VIP level',
      }),
      PHP: () => ({
        title: 'Umakyat sa mga antas ng VIP',
        summary: 'Limang antas, mula Bronze hanggang Diamond, batay sa iyong deposito at taya.',
        body: '<p>Tumataas ang iyong antas ng VIP habang umaabot ang iyong mga deposito at turnover sa bawat antas: Bronze, Silver, Gold, Platinum at Diamond.</p><p>Makikita sa iyong pahina ng VIP ang iyong antas at kung gaano ka kalapit sa susunod.</p>',
        cta: 'Tingnan ang aking VIP',
      }),
      VI: () => ({
        title: 'Thăng hạng VIP',
        summary: 'Năm hạng, từ Bronze đến Diamond, theo số tiền bạn nạp và cược.',
        body: '<p>Hạng VIP của bạn tăng khi tổng nạp và doanh số cược đạt ngưỡng của từng hạng: Bronze, Silver, Gold, Platinum và Diamond.</p><p>Trang VIP cho biết hạng hiện tại và tiến độ lên hạng tiếp theo.</p>',
        cta: 'Xem hạng VIP',
      }),
      MS: () => ({
        title: 'Naik tahap VIP',
        summary: 'Lima tahap, Bronze hingga Diamond, berdasarkan deposit dan pertaruhan anda.',
        body: '<p>Tahap VIP anda naik apabila deposit dan jumlah pertaruhan anda mencapai setiap tahap: Bronze, Silver, Gold, Platinum dan Diamond.</p><p>Halaman VIP anda menunjukkan tahap anda dan kemajuan ke tahap seterusnya.</p>',
        cta: 'Lihat tahap VIP saya',
      }),
      NE: () => ({
        title: 'VIP तहहरू चढ्नुहोस्',
        summary: 'Bronze देखि Diamond सम्म पाँच तह, तपाईंको जम्मा र खेलका आधारमा।',
        body: '<p>तपाईंको जम्मा र टर्नओभर हरेक तहमा पुग्दा VIP तह बढ्छ: Bronze, Silver, Gold, Platinum र Diamond।</p><p>VIP पृष्ठमा तपाईंको तह र अर्को तहसम्मको प्रगति देखिन्छ।</p>',
        cta: 'मेरो VIP तह हेर्नुहोस्',
      }),
    },
  },
  {
    href: '/inbox',
    words: {
      EN: () => ({
        title: 'Rewards in your inbox',
        summary: 'Claim the rewards we send to your inbox: they go straight to your balance.',
        body: '<p>Some inbox messages carry a reward. Open your inbox and claim it: the amount is credited to your game balance at once, and each reward can be claimed once.</p>',
        cta: 'Open my inbox',
      }),
      PHP: () => ({
        title: 'Mga reward sa iyong inbox',
        summary: 'I-claim ang mga reward na ipinapadala namin sa iyong inbox: diretso ito sa iyong balanse.',
        body: '<p>May kasamang reward ang ilang mensahe sa inbox. Buksan ang iyong inbox at i-claim ito: agad itong idaragdag sa iyong game balance, at isang beses lang maaaring i-claim ang bawat reward.</p>',
        cta: 'Buksan ang inbox',
      }),
      VI: () => ({
        title: 'Phần thưởng trong hộp thư',
        summary: 'Nhận phần thưởng chúng tôi gửi vào hộp thư: tiền được cộng thẳng vào số dư.',
        body: '<p>Một số tin nhắn trong hộp thư kèm phần thưởng. Mở hộp thư và nhận thưởng: số tiền được cộng ngay vào số dư trò chơi, mỗi phần thưởng chỉ nhận được một lần.</p>',
        cta: 'Mở hộp thư',
      }),
      MS: () => ({
        title: 'Ganjaran dalam peti masuk',
        summary: 'Tuntut ganjaran yang kami hantar ke peti masuk anda: terus masuk ke baki anda.',
        body: '<p>Sesetengah mesej dalam peti masuk disertakan ganjaran. Buka peti masuk dan tuntut: jumlahnya dikreditkan ke baki permainan anda serta-merta, dan setiap ganjaran boleh dituntut sekali sahaja.</p>',
        cta: 'Buka peti masuk',
      }),
      NE: () => ({
        title: 'इनबक्समा पुरस्कार',
        summary: 'हामीले इनबक्समा पठाएका पुरस्कार दाबी गर्नुहोस्: रकम सिधै ब्यालेन्समा जान्छ।',
        body: '<p>केही इनबक्स सन्देशमा पुरस्कार हुन्छ। इनबक्स खोलेर दाबी गर्नुहोस्: रकम तुरुन्तै तपाईंको गेम ब्यालेन्समा जम्मा हुन्छ, र हरेक पुरस्कार एक पटक मात्र दाबी गर्न सकिन्छ।</p>',
        cta: 'इनबक्स खोल्नुहोस्',
      }),
    },
  },
  {
    href: '/deposit',
    words: {
      EN: ({ depositMin, depositMax }) => ({
        title: 'Instant deposits',
        summary: 'Top up with the instant demo method and play at once.',
        body: `<p>Deposits through the instant demo top-up are credited at once, from ${depositMin} to ${depositMax} each, with no fee.</p><p>A bank transfer is there too: it is credited once our team approves it.</p>`,
        cta: 'Deposit now',
      }),
      PHP: ({ depositMin, depositMax }) => ({
        title: 'Agarang deposito',
        summary: 'Mag-top up gamit ang instant demo method at maglaro agad.',
        body: `<p>Agad na naikredito ang mga deposito sa instant demo top-up, mula ${depositMin} hanggang ${depositMax} bawat isa, nang walang bayad.</p><p>Mayroon ding bank transfer: naikredito ito kapag inaprubahan ng aming team.</p>`,
        cta: 'Mag-deposito na',
      }),
      VI: ({ depositMin, depositMax }) => ({
        title: 'Nạp tiền tức thì',
        summary: 'Nạp bằng phương thức demo tức thì và chơi ngay.',
        body: `<p>Tiền nạp qua phương thức demo tức thì được cộng ngay, từ ${depositMin} đến ${depositMax} mỗi lần, miễn phí.</p><p>Bạn cũng có thể chuyển khoản ngân hàng: khoản này được cộng khi đội ngũ của chúng tôi duyệt.</p>`,
        cta: 'Nạp ngay',
      }),
      MS: ({ depositMin, depositMax }) => ({
        title: 'Deposit segera',
        summary: 'Tambah nilai dengan kaedah demo segera dan terus bermain.',
        body: `<p>Deposit melalui tambah nilai demo segera dikreditkan serta-merta, dari ${depositMin} hingga ${depositMax} setiap kali, tanpa caj.</p><p>Pindahan bank juga tersedia: ia dikreditkan selepas diluluskan oleh pasukan kami.</p>`,
        cta: 'Deposit sekarang',
      }),
      NE: ({ depositMin, depositMax }) => ({
        title: 'तुरुन्त जम्मा',
        summary: 'तुरुन्त डेमो विधिबाट रकम जम्मा गरेर तुरुन्तै खेल्नुहोस्।',
        body: `<p>तुरुन्त डेमो टप-अपबाट गरिएको जम्मा तुरुन्तै क्रेडिट हुन्छ, प्रति पटक ${depositMin} देखि ${depositMax} सम्म, कुनै शुल्क बिना।</p><p>बैंक ट्रान्सफर पनि उपलब्ध छ: हाम्रो टोलीले स्वीकृत गरेपछि क्रेडिट हुन्छ।</p>`,
        cta: 'अहिले जम्मा गर्नुहोस्',
      }),
    },
  },
  {
    href: '/responsible-gaming',
    words: {
      EN: () => ({
        title: 'Stay in control',
        summary: 'Set deposit limits, reminders and breaks whenever you need them.',
        body: '<p>Set daily, weekly or monthly deposit limits, a reality check that reminds you how long you have played, a time-out of 1 to 42 days, or a self-exclusion of 6 to 60 months.</p>',
        cta: 'Set my limits',
      }),
      PHP: () => ({
        title: 'Manatiling may kontrol',
        summary: 'Magtakda ng limit sa deposito, paalala at pahinga kung kailan mo kailangan.',
        body: '<p>Magtakda ng araw-araw, lingguhan o buwanang limit sa deposito, isang reality check na nagpapaalala kung gaano ka na katagal naglalaro, time-out na 1 hanggang 42 araw, o self-exclusion na 6 hanggang 60 buwan.</p>',
        cta: 'Itakda ang aking limit',
      }),
      VI: () => ({
        title: 'Luôn làm chủ cuộc chơi',
        summary: 'Đặt giới hạn nạp, lời nhắc và thời gian nghỉ bất cứ khi nào bạn cần.',
        body: '<p>Đặt giới hạn nạp theo ngày, tuần hoặc tháng, lời nhắc cho biết bạn đã chơi bao lâu, tạm nghỉ từ 1 đến 42 ngày hoặc tự loại trừ từ 6 đến 60 tháng.</p>',
        cta: 'Đặt giới hạn',
      }),
      MS: () => ({
        title: 'Kekal terkawal',
        summary: 'Tetapkan had deposit, peringatan dan rehat bila-bila masa anda perlukan.',
        body: '<p>Tetapkan had deposit harian, mingguan atau bulanan, semakan realiti yang mengingatkan berapa lama anda telah bermain, rehat 1 hingga 42 hari, atau pengecualian diri selama 6 hingga 60 bulan.</p>',
        cta: 'Tetapkan had saya',
      }),
      NE: () => ({
        title: 'नियन्त्रणमा रहनुहोस्',
        summary: 'जतिबेला चाहिन्छ, जम्मा सीमा, सम्झना र विश्राम सेट गर्नुहोस्।',
        body: '<p>दैनिक, साप्ताहिक वा मासिक जम्मा सीमा, कति समय खेल्नुभयो भनेर सम्झाउने रियालिटी चेक, १ देखि ४२ दिनको टाइम-आउट, वा ६ देखि ६० महिनाको सेल्फ-एक्सक्लुजन सेट गर्नुहोस्।</p>',
        cta: 'मेरो सीमा सेट गर्नुहोस्',
      }),
    },
  },
]

function amountsOf(currency: string, language: 'EN' | HomeLanguage): Amounts {
  const instant = demoPaymentMethods(currency)[0]
  return {
    perToken: moneyText(currency, turnoverPerTokenOf(currency), language),
    depositMin: moneyText(currency, instant?.minAmount ?? 0, language),
    depositMax: moneyText(currency, instant?.maxAmount ?? 0, language),
  }
}

const day = 86_400_000

/** A tenant's three banners, running from a day before `now`, without an end. */
export function demoBanners(demo: DemoTenant, now: Date) {
  const local = homeLanguage(demo)
  const en = amountsOf(demo.currency, 'EN')
  const localAmounts = amountsOf(demo.currency, local)
  return bannerPlans.map(({ href, words }, position) => {
    const english = words.EN(en)
    const own = words[local](localAmounts)
    return {
      enKicker: english.kicker,
      localKicker: own.kicker,
      enTitle: english.title,
      localTitle: own.title,
      enSubtitle: english.subtitle,
      localSubtitle: own.subtitle,
      enCta: english.cta,
      localCta: own.cta,
      href,
      position,
      startsAt: new Date(now.getTime() - day),
      endsAt: null,
    }
  })
}

/** A tenant's four promotions, running from a week before `now`, without an end; bodies sanitised. */
export function demoPromotions(demo: DemoTenant, now: Date) {
  const local = homeLanguage(demo)
  const en = amountsOf(demo.currency, 'EN')
  const localAmounts = amountsOf(demo.currency, local)
  return promotionPlans.map(({ href, words }, position) => {
    const english = words.EN(en)
    const own = words[local](localAmounts)
    return {
      enTitle: english.title,
      localTitle: own.title,
      enSummary: english.summary,
      localSummary: own.summary,
      enBody: sanitizeHtml(english.body),
      localBody: sanitizeHtml(own.body),
      enCta: english.cta,
      localCta: own.cta,
      href,
      position,
      startsAt: new Date(now.getTime() - 7 * day),
      endsAt: null,
    }
  })
}

/**
 * Seeds the banners and promotions of the demo tenants that have none (a fresh database, and one seeded before
 * they existed); a tenant with any keeps what it has, so a start over a seeded database writes nothing.
 */
export async function seedDemoHomeContent(db: Db, now: Date): Promise<void> {
  const byCode = new Map(demoTenants.map((demo) => [demo.code, demo]))
  const rows = await db
    .select({ id: tenants.id, code: tenants.code })
    .from(tenants)
    .where(inArray(tenants.code, [...byCode.keys()]))
  const withBanners = new Set(
    (await db.selectDistinct({ id: banners.tenantId }).from(banners)).map((row) => row.id),
  )
  const withPromotions = new Set(
    (await db.selectDistinct({ id: promotions.tenantId }).from(promotions)).map((row) => row.id),
  )
  const bannerRows = rows.flatMap((row) => {
    const demo = byCode.get(row.code)
    return demo && !withBanners.has(row.id)
      ? demoBanners(demo, now).map((banner) => ({ ...banner, tenantId: row.id }))
      : []
  })
  const promotionRows = rows.flatMap((row) => {
    const demo = byCode.get(row.code)
    return demo && !withPromotions.has(row.id)
      ? demoPromotions(demo, now).map((promotion) => ({ ...promotion, tenantId: row.id }))
      : []
  })
  // The art's address names the row's id: one insert, then one update of the new rows.
  if (bannerRows.length > 0) {
    const ids = (await db.insert(banners).values(bannerRows).returning({ id: banners.id })).map(
      (row) => row.id,
    )
    await db
      .update(banners)
      .set({ imageUrl: sql`'/api/media/banner/' || ${banners.id} || '.svg'` })
      .where(inArray(banners.id, ids))
  }
  if (promotionRows.length > 0) {
    const ids = (await db.insert(promotions).values(promotionRows).returning({ id: promotions.id })).map(
      (row) => row.id,
    )
    await db
      .update(promotions)
      .set({ imageUrl: sql`'/api/media/promotion/' || ${promotions.id} || '.svg'` })
      .where(inArray(promotions.id, ids))
  }
}
