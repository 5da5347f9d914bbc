import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { bonusOffers } from '../db/schema'
import { demoTenantRows } from './demoTenantRows'
import { demoTenants } from './demoTenants'
import { type HomeLanguage, homeLanguage } from './homeContent'
import { demoAmount } from './money'

const demoOfferCode = 'welcome-100'

/** The demo offer's title and terms in English, and in each language the demo's local words come in. */
const demoOfferWords: Record<'EN' | HomeLanguage, { title: string; terms: string }> = {
  EN: {
    title: '100% deposit bonus',
    terms:
      'Opt in, then deposit at least the minimum: we add 100% of it as bonus, up to the maximum. Stake the bonus 20 times on slots or fishing games and it becomes cash. Withdrawing before then forfeits the bonus.',
  },
  PHP: {
    title: '100% bonus sa deposito',
    terms:
      'Mag-opt in, saka mag-deposito ng hindi bababa sa minimum: dadagdagan namin ito ng 100% bilang bonus, hanggang sa maximum. Itaya ang bonus nang 20 beses sa slots o fishing games at magiging cash ito. Kapag nag-withdraw ka bago iyon, mawawala ang bonus.',
  },
  VI: {
    title: 'Thưởng nạp 100%',
    terms:
      'Đăng ký nhận ưu đãi, sau đó nạp ít nhất số tiền tối thiểu: chúng tôi tặng thêm 100% số tiền nạp làm tiền thưởng, không vượt quá mức tối đa. Cược tiền thưởng đủ 20 lần vào slot hoặc game bắn cá, tiền thưởng sẽ thành tiền mặt. Nếu rút tiền trước đó, bạn sẽ mất tiền thưởng.',
  },
  MS: {
    title: 'Bonus deposit 100%',
    terms:
      'Sertai tawaran ini, kemudian buat deposit sekurang-kurangnya jumlah minimum: kami tambah 100% daripadanya sebagai bonus, sehingga jumlah maksimum. Pertaruhkan bonus sebanyak 20 kali pada permainan slot atau memancing dan ia menjadi tunai. Jika anda membuat pengeluaran sebelum itu, bonus akan hangus.',
  },
  NE: {
    title: '१००% जम्मा बोनस',
    terms:
      'अफरमा सामेल हुनुहोस्, त्यसपछि कम्तीमा न्यूनतम रकम जम्मा गर्नुहोस्: हामी त्यसको १००% बोनसका रूपमा थपिदिन्छौं, अधिकतम सीमासम्म। बोनसलाई स्लट वा माछा मार्ने खेलहरूमा २० पटक दाउमा लगाउनुहोस्, अनि त्यो नगद बन्छ। त्यसअघि रकम निकाल्नुभयो भने बोनस गुम्छ।',
  },
}

/** The demo offer's title and terms in the tenant's language (Filipino for an English site, as its promotions). */
function demoOfferLocalWords(tenantCode: string) {
  const demo = demoTenants.find((entry) => entry.code === tenantCode)
  const words = demoOfferWords[homeLanguage(demo ?? { language: 'EN' })]
  return { localTitle: words.title, localTerms: words.terms }
}

/**
 * A demo tenant's deposit bonus offer (docs/product.md#deposit-bonus): 100 % of a deposit up to ₱500, from ₱100, staked
 * 20 times on slots or fishing games; amounts in its currency (`demoAmount` takes centavos), title and terms in English
 * and its language, running from a day before the seed without an end.
 */
export function demoBonusOffersOf(tenant: { code: string; currency: string }, now: Date) {
  return [
    {
      code: demoOfferCode,
      title: demoOfferWords.EN.title,
      terms: demoOfferWords.EN.terms,
      ...demoOfferLocalWords(tenant.code),
      percent: 100,
      maxBonus: demoAmount(tenant.currency, 50_000),
      minDeposit: demoAmount(tenant.currency, 10_000),
      wageringMultiple: 20,
      categories: ['slot_game', 'fishing'],
      position: 0,
      startsAt: new Date(now.getTime() - 24 * 3_600_000),
      endsAt: null,
    },
  ]
}

/**
 * The demo offers, for every demo tenant, on a database without any offer (a fresh seed, or one seeded before them);
 * on a demo database seeded before local texts, each demo tenant's demo offer as the seed wrote it (English words,
 * no local ones) gets its title and terms in the tenant's language; one seeded before the offers' art, each demo
 * offer with the seed's English words and no picture gets its art. An offer its operators edited is left alone.
 */
export async function seedDemoBonusOffers(db: Db, now: Date) {
  const rows = await demoTenantRows(db)
  const [existing] = await db.select({ id: bonusOffers.id }).from(bonusOffers).limit(1)
  if (!existing) {
    const values = rows.flatMap((tenant) =>
      demoBonusOffersOf(tenant, now).map((offer) => ({ ...offer, tenantId: tenant.id })),
    )
    if (values.length === 0) return
    const ids = (await db.insert(bonusOffers).values(values).returning({ id: bonusOffers.id })).map(
      (row) => row.id,
    )
    await giveDemoArt(db, ids)
    return
  }
  if (rows.length === 0) return
  const asSeeded = (...more: SQL[]) =>
    db
      .select({ id: bonusOffers.id, tenantId: bonusOffers.tenantId })
      .from(bonusOffers)
      .where(
        and(
          inArray(
            bonusOffers.tenantId,
            rows.map((tenant) => tenant.id),
          ),
          eq(bonusOffers.code, demoOfferCode),
          eq(bonusOffers.title, demoOfferWords.EN.title),
          eq(bonusOffers.terms, demoOfferWords.EN.terms),
          ...more,
        ),
      )
  const untouched = await asSeeded(eq(bonusOffers.localTitle, ''), eq(bonusOffers.localTerms, ''))
  for (const offer of untouched) {
    const tenant = rows.find((row) => row.id === offer.tenantId)
    if (tenant)
      await db.update(bonusOffers).set(demoOfferLocalWords(tenant.code)).where(eq(bonusOffers.id, offer.id))
  }
  const withoutArt = await asSeeded(eq(bonusOffers.imageUrl, ''))
  await giveDemoArt(
    db,
    withoutArt.map((offer) => offer.id),
  )
}

/** The demo offers' art (docs/product.md#deposit-bonus), generated: its address names the offer's id. */
async function giveDemoArt(db: Db, ids: number[]) {
  if (ids.length === 0) return
  await db
    .update(bonusOffers)
    .set({ imageUrl: sql`'/api/media/bonus/' || ${bonusOffers.id} || '.svg'` })
    .where(inArray(bonusOffers.id, ids))
}
