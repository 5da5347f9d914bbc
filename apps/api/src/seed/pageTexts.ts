/**
 * The demo tenants' page texts in English and in their second language (docs/product.md#seeded-texts): the CMS
 * pages, the news and the terms. Every sentence says only what the product does; the cashier's figures come from
 * the demo cashier itself, so the texts cannot drift from it.
 */
import type { CmsPageKey } from '@lobbykit/contract'
import { currencyExponent } from '@lobbykit/contract'
import { demoPaymentMethods } from './cashier'

export type LocalLanguage = 'PHP' | 'VI' | 'MS'
export type TextLanguage = 'EN' | LocalLanguage

/** The facts a text may name. */
export interface SiteFacts {
  site: string
  currency: string
  instantMin: string
  instantMax: string
  transferMin: string
  transferMax: string
}

const amountText = (minor: number, currency: string) =>
  `${(minor / 10 ** currencyExponent(currency)).toLocaleString('en-US')} ${currency}`

export function siteFacts(site: string, currency: string): SiteFacts {
  const [instant, transfer] = demoPaymentMethods(currency)
  if (!instant || !transfer) throw new Error('the demo cashier has an instant and a transfer method')
  return {
    site,
    currency,
    instantMin: amountText(instant.minAmount, currency),
    instantMax: amountText(instant.maxAmount, currency),
    transferMin: amountText(transfer.minAmount, currency),
    transferMax: amountText(transfer.maxAmount, currency),
  }
}

/** The pages with seeded texts: the CMS pages and the two SEO records whose body is the page (news, terms). */
export type TextPage = CmsPageKey | 'news' | 'term-condition'

type Texts = Record<TextPage, (facts: SiteFacts) => string>

const english: Texts = {
  about_us: ({ site }) =>
    `<p>${site} brings slots, live casino, sports, fishing, lottery and our own quick games to one account and one balance.</p><p>The games come from the providers named in each lobby. An instant top-up is credited at once; bank transfers and withdrawals are checked by our team, usually within an hour.</p>`,
  privacy_policy: ({ site }) =>
    `<p>${site} keeps only the data it needs to run your account: your account id, name, phone, e-mail, bank accounts and transactions.</p><ul><li>We never sell your data.</li><li>Your password is kept only as a one-way hash, and the codes we text you stop working after 5 minutes.</li><li>To ask for a copy of your data, or for your account to be closed, write to us through Contact us.</li></ul>`,
  banking: ({ currency, instantMin, instantMax, transferMin, transferMax }) =>
    `<p>Deposits and withdrawals are in ${currency} and carry no fee.</p><ul><li>Instant top-up: from ${instantMin} to ${instantMax}, credited at once.</li><li>Bank transfer: from ${transferMin} to ${transferMax}, credited once our team confirms it, usually within 30 minutes.</li><li>Withdrawal: any amount up to your balance, to one of your bank accounts. The amount is held while our team checks it, usually within an hour, and you can cancel it until then.</li></ul>`,
  faqs: ({ site }) =>
    `<h2>How do I sign up?</h2><p>Choose Register, pick an account id and a password, and confirm your phone with the code we text you.</p><h2>I forgot my password.</h2><p>Choose Forgot password on the login page: we text a code to your phone, and you set a new password.</p><h2>How long does a withdrawal take?</h2><p>Our team checks each withdrawal, usually within an hour. Until then you can cancel it on the Withdrawal page and the money comes back to your balance.</p><h2>How do I contact ${site}?</h2><p>Use the Contact us page.</p>`,
  responsible_gaming: () =>
    `<p>Play for fun, set a budget and take breaks.</p><p>Once you are signed in, this page lets you set daily, weekly or monthly deposit limits, a reality check that reminds you how long you have played, a time-out of 1 to 42 days or a self-exclusion of 6 to 60 months. A lower limit applies at once; a higher one after 24 hours. A time-out or a self-exclusion cannot be shortened. <a href="https://www.responsiblegambling.org/">Get help</a></p>`,
  news: ({ site }) =>
    `<h2>${site} installs as an app</h2><p>Open the <a href="/download">Download</a> page and add ${site} to your home screen: it opens in its own window.</p><h2>Your limits, your way</h2><p>Set deposit limits, a reality check, a time-out or a self-exclusion on the <a href="/responsible-gaming">Responsible gaming</a> page whenever you need them.</p><h2>Our own quick games</h2><p>Our slot, dice and crash games are in the lobby: every round is settled on your balance at once.</p>`,
  'term-condition': ({ site, currency }) =>
    `<h2>1. Who may play</h2><p>You must be 18 or older and allowed to gamble where you live. One account per person, with a phone number confirmed by the code we text you.</p><h2>2. Your account</h2><p>Keep your password to yourself: bets made with your account are yours. ${site} may block or close an account used for fraud.</p><h2>3. Deposits and withdrawals</h2><p>Amounts are in ${currency} and follow the rules of the Banking page. A withdrawal is held while our team checks it, and you can cancel it until then.</p><h2>4. Bets</h2><p>A bet is final once the game accepts it, and the game's record of a round settles it.</p><h2>5. Responsible gaming</h2><p>Deposit limits, a reality check, time-outs and self-exclusion are on the Responsible gaming page. A time-out or a self-exclusion cannot be shortened.</p><h2>6. Changes</h2><p>We may change these terms; the version on this page applies.</p>`,
}

const filipino: Texts = {
  about_us: ({ site }) =>
    `<p>Dinadala ng ${site} ang slots, live casino, sports, fishing, lottery at ang sarili naming mabibilis na laro sa iisang account at iisang balanse.</p><p>Galing ang mga laro sa mga provider na nakalista sa bawat lobby. Agad na naikikredito ang instant top-up; sinusuri ng aming team ang mga bank transfer at withdrawal, kadalasan sa loob ng isang oras.</p>`,
  privacy_policy: ({ site }) =>
    `<p>Ang itinatago lang ng ${site} ay ang datos na kailangan para patakbuhin ang iyong account: account id, pangalan, telepono, e-mail, mga bank account at mga transaksyon.</p><ul><li>Hindi namin ibinebenta ang iyong datos.</li><li>Ang password mo ay itinatago lang bilang one-way hash, at hindi na gumagana ang mga code na ite-text namin pagkalipas ng 5 minuto.</li><li>Para humingi ng kopya ng iyong datos, o para ipasara ang iyong account, sumulat sa amin sa Contact us.</li></ul>`,
  banking: ({ currency, instantMin, instantMax, transferMin, transferMax }) =>
    `<p>Nasa ${currency} ang mga deposito at withdrawal, at walang bayad.</p><ul><li>Instant top-up: mula ${instantMin} hanggang ${instantMax}, agad na naikikredito.</li><li>Bank transfer: mula ${transferMin} hanggang ${transferMax}, naikikredito kapag kinumpirma ng aming team, kadalasan sa loob ng 30 minuto.</li><li>Withdrawal: anumang halaga hanggang sa iyong balanse, sa isa sa iyong mga bank account. Hawak ang halaga habang sinusuri ito ng aming team, kadalasan sa loob ng isang oras, at puwede mo itong kanselahin hanggang doon.</li></ul>`,
  faqs: ({ site }) =>
    `<h2>Paano ako magsa-sign up?</h2><p>Piliin ang Register, pumili ng account id at password, at kumpirmahin ang iyong telepono gamit ang code na ite-text namin.</p><h2>Nakalimutan ko ang password ko.</h2><p>Piliin ang Forgot password sa login page: magte-text kami ng code sa iyong telepono, at magtatakda ka ng bagong password.</p><h2>Gaano katagal ang withdrawal?</h2><p>Sinusuri ng aming team ang bawat withdrawal, kadalasan sa loob ng isang oras. Hanggang doon, puwede mo itong kanselahin sa Withdrawal page at babalik ang pera sa iyong balanse.</p><h2>Paano ko makokontak ang ${site}?</h2><p>Gamitin ang Contact us page.</p>`,
  responsible_gaming: () =>
    `<p>Maglaro para sa saya, magtakda ng budget at magpahinga.</p><p>Kapag naka-sign in ka, dito ka makakapagtakda ng araw-araw, lingguhan o buwanang limit sa deposito, ng reality check na nagpapaalala kung gaano ka na katagal naglalaro, ng time-out na 1 hanggang 42 araw o ng self-exclusion na 6 hanggang 60 buwan. Agad na umiiral ang mas mababang limit; ang mas mataas, pagkalipas ng 24 oras. Hindi puwedeng paikliin ang time-out o self-exclusion. <a href="https://www.responsiblegambling.org/">Humingi ng tulong</a></p>`,
  news: ({ site }) =>
    `<h2>Puwede nang i-install ang ${site} bilang app</h2><p>Buksan ang <a href="/download">Download</a> page at idagdag ang ${site} sa iyong home screen: bubukas ito sa sarili nitong window.</p><h2>Ang iyong mga limit, sa paraan mo</h2><p>Magtakda ng limit sa deposito, reality check, time-out o self-exclusion sa <a href="/responsible-gaming">Responsible gaming</a> page kahit kailan mo kailangan.</p><h2>Ang sarili naming mabibilis na laro</h2><p>Nasa lobby ang aming slot, dice at crash: bawat round ay agad na naisasaayos sa iyong balanse.</p>`,
  'term-condition': ({ site, currency }) =>
    `<h2>1. Sino ang puwedeng maglaro</h2><p>Dapat ay 18 taong gulang ka pataas at pinapayagang magsugal kung saan ka nakatira. Isang account bawat tao, na may numero ng teleponong nakumpirma gamit ang code na ite-text namin.</p><h2>2. Ang iyong account</h2><p>Huwag ibahagi ang iyong password: iyo ang mga taya na ginawa gamit ang iyong account. Puwedeng i-block o isara ng ${site} ang account na ginamit sa pandaraya.</p><h2>3. Deposito at withdrawal</h2><p>Nasa ${currency} ang mga halaga at sumusunod sa mga patakaran ng Banking page. Hawak ang withdrawal habang sinusuri ito ng aming team, at puwede mo itong kanselahin hanggang doon.</p><h2>4. Mga taya</h2><p>Pinal ang taya kapag tinanggap na ito ng laro, at ang tala ng laro ang nagtatakda ng resulta ng round.</p><h2>5. Responsableng paglalaro</h2><p>Nasa Responsible gaming page ang limit sa deposito, reality check, time-out at self-exclusion. Hindi puwedeng paikliin ang time-out o self-exclusion.</p><h2>6. Mga pagbabago</h2><p>Puwede naming baguhin ang mga tuntuning ito; ang bersyon sa page na ito ang umiiral.</p>`,
}

const vietnamese: Texts = {
  about_us: ({ site }) =>
    `<p>${site} gom slot, sòng bài trực tiếp, thể thao, bắn cá, xổ số và các trò chơi nhanh của riêng chúng tôi vào một tài khoản và một số dư.</p><p>Các trò chơi đến từ những nhà cung cấp có tên trong từng sảnh. Nạp tiền tức thì được cộng ngay; chuyển khoản ngân hàng và rút tiền được đội ngũ của chúng tôi kiểm tra, thường trong vòng một giờ.</p>`,
  privacy_policy: ({ site }) =>
    `<p>${site} chỉ giữ những dữ liệu cần để vận hành tài khoản của bạn: ID tài khoản, tên, số điện thoại, e-mail, tài khoản ngân hàng và giao dịch.</p><ul><li>Chúng tôi không bao giờ bán dữ liệu của bạn.</li><li>Mật khẩu của bạn chỉ được lưu dưới dạng băm một chiều, và mã chúng tôi nhắn cho bạn hết hiệu lực sau 5 phút.</li><li>Để xin bản sao dữ liệu hoặc yêu cầu đóng tài khoản, hãy viết cho chúng tôi qua trang Liên hệ.</li></ul>`,
  banking: ({ currency, instantMin, instantMax, transferMin, transferMax }) =>
    `<p>Nạp và rút tiền bằng ${currency} và không mất phí.</p><ul><li>Nạp tức thì: từ ${instantMin} đến ${instantMax}, được cộng ngay.</li><li>Chuyển khoản ngân hàng: từ ${transferMin} đến ${transferMax}, được cộng khi đội ngũ của chúng tôi xác nhận, thường trong vòng 30 phút.</li><li>Rút tiền: bất kỳ số tiền nào đến hết số dư, về một tài khoản ngân hàng của bạn. Số tiền được giữ lại trong lúc đội ngũ của chúng tôi kiểm tra, thường trong vòng một giờ, và bạn có thể hủy trước lúc đó.</li></ul>`,
  faqs: ({ site }) =>
    `<h2>Làm sao để đăng ký?</h2><p>Chọn Đăng ký, đặt ID tài khoản và mật khẩu, rồi xác nhận số điện thoại bằng mã chúng tôi nhắn cho bạn.</p><h2>Tôi quên mật khẩu.</h2><p>Chọn Quên mật khẩu ở trang đăng nhập: chúng tôi nhắn mã đến điện thoại của bạn để bạn đặt mật khẩu mới.</p><h2>Rút tiền mất bao lâu?</h2><p>Đội ngũ của chúng tôi kiểm tra từng lệnh rút, thường trong vòng một giờ. Trước lúc đó bạn có thể hủy lệnh ở trang Rút tiền và tiền sẽ trở về số dư của bạn.</p><h2>Làm sao để liên hệ ${site}?</h2><p>Hãy dùng trang Liên hệ.</p>`,
  responsible_gaming: () =>
    `<p>Chơi để giải trí, đặt ngân sách và nghỉ ngơi.</p><p>Khi đã đăng nhập, trang này cho bạn đặt hạn mức nạp theo ngày, tuần hoặc tháng, lời nhắc thời gian chơi, tạm nghỉ từ 1 đến 42 ngày hoặc tự loại trừ từ 6 đến 60 tháng. Hạn mức thấp hơn áp dụng ngay; hạn mức cao hơn sau 24 giờ. Không thể rút ngắn thời gian tạm nghỉ hay tự loại trừ. <a href="https://www.responsiblegambling.org/">Nhận trợ giúp</a></p>`,
  news: ({ site }) =>
    `<h2>${site} cài được như một ứng dụng</h2><p>Mở trang <a href="/download">Tải ứng dụng</a> và thêm ${site} vào màn hình chính: trang sẽ mở trong cửa sổ riêng.</p><h2>Hạn mức theo cách của bạn</h2><p>Đặt hạn mức nạp, lời nhắc thời gian chơi, tạm nghỉ hoặc tự loại trừ ở trang <a href="/responsible-gaming">Chơi có trách nhiệm</a> bất cứ khi nào bạn cần.</p><h2>Trò chơi nhanh của riêng chúng tôi</h2><p>Slot, xúc xắc và crash của chúng tôi có trong sảnh: mỗi ván được tính vào số dư của bạn ngay lập tức.</p>`,
  'term-condition': ({ site, currency }) =>
    `<h2>1. Ai được chơi</h2><p>Bạn phải từ 18 tuổi trở lên và được phép cá cược tại nơi bạn sống. Mỗi người một tài khoản, với số điện thoại đã xác nhận bằng mã chúng tôi nhắn cho bạn.</p><h2>2. Tài khoản của bạn</h2><p>Hãy giữ kín mật khẩu: cược đặt bằng tài khoản của bạn là của bạn. ${site} có thể khóa hoặc đóng tài khoản dùng để gian lận.</p><h2>3. Nạp và rút tiền</h2><p>Số tiền tính bằng ${currency} và theo quy định của trang Ngân hàng. Lệnh rút được giữ lại trong lúc đội ngũ của chúng tôi kiểm tra, và bạn có thể hủy trước lúc đó.</p><h2>4. Cược</h2><p>Cược là chung cuộc khi trò chơi đã nhận, và kết quả ván chơi theo ghi nhận của trò chơi.</p><h2>5. Chơi có trách nhiệm</h2><p>Hạn mức nạp, lời nhắc thời gian chơi, tạm nghỉ và tự loại trừ có ở trang Chơi có trách nhiệm. Không thể rút ngắn thời gian tạm nghỉ hay tự loại trừ.</p><h2>6. Thay đổi</h2><p>Chúng tôi có thể thay đổi các điều khoản này; phiên bản trên trang này là phiên bản được áp dụng.</p>`,
}

const malay: Texts = {
  about_us: ({ site }) =>
    `<p>${site} menghimpunkan slot, kasino langsung, sukan, memancing, loteri dan permainan pantas kami sendiri dalam satu akaun dan satu baki.</p><p>Permainan datang daripada pembekal yang dinamakan dalam setiap lobi. Tambah nilai segera dikreditkan serta-merta; pindahan bank dan pengeluaran disemak oleh pasukan kami, biasanya dalam masa sejam.</p>`,
  privacy_policy: ({ site }) =>
    `<p>${site} hanya menyimpan data yang diperlukan untuk mengendalikan akaun anda: ID akaun, nama, telefon, e-mel, akaun bank dan transaksi.</p><ul><li>Kami tidak pernah menjual data anda.</li><li>Kata laluan anda disimpan hanya sebagai cincangan sehala, dan kod yang kami hantar melalui SMS tamat selepas 5 minit.</li><li>Untuk meminta salinan data anda, atau meminta akaun anda ditutup, tulis kepada kami melalui Hubungi kami.</li></ul>`,
  banking: ({ currency, instantMin, instantMax, transferMin, transferMax }) =>
    `<p>Deposit dan pengeluaran adalah dalam ${currency} tanpa sebarang caj.</p><ul><li>Tambah nilai segera: dari ${instantMin} hingga ${instantMax}, dikreditkan serta-merta.</li><li>Pindahan bank: dari ${transferMin} hingga ${transferMax}, dikreditkan selepas pasukan kami mengesahkannya, biasanya dalam masa 30 minit.</li><li>Pengeluaran: sebarang jumlah sehingga baki anda, ke salah satu akaun bank anda. Jumlah itu ditahan semasa pasukan kami menyemaknya, biasanya dalam masa sejam, dan anda boleh membatalkannya sebelum itu.</li></ul>`,
  faqs: ({ site }) =>
    `<h2>Bagaimana saya mendaftar?</h2><p>Pilih Daftar, pilih ID akaun dan kata laluan, dan sahkan telefon anda dengan kod yang kami hantar melalui SMS.</p><h2>Saya terlupa kata laluan.</h2><p>Pilih Lupa kata laluan di halaman log masuk: kami menghantar kod ke telefon anda, dan anda menetapkan kata laluan baharu.</p><h2>Berapa lama pengeluaran mengambil masa?</h2><p>Pasukan kami menyemak setiap pengeluaran, biasanya dalam masa sejam. Sebelum itu anda boleh membatalkannya di halaman Pengeluaran dan wang kembali ke baki anda.</p><h2>Bagaimana saya menghubungi ${site}?</h2><p>Gunakan halaman Hubungi kami.</p>`,
  responsible_gaming: () =>
    `<p>Bermain untuk berseronok, tetapkan bajet dan berehat.</p><p>Selepas log masuk, halaman ini membolehkan anda menetapkan had deposit harian, mingguan atau bulanan, semakan realiti yang mengingatkan berapa lama anda telah bermain, rehat selama 1 hingga 42 hari atau pengecualian diri selama 6 hingga 60 bulan. Had yang lebih rendah berkuat kuasa serta-merta; had yang lebih tinggi selepas 24 jam. Rehat atau pengecualian diri tidak boleh dipendekkan. <a href="https://www.responsiblegambling.org/">Dapatkan bantuan</a></p>`,
  news: ({ site }) =>
    `<h2>${site} boleh dipasang sebagai aplikasi</h2><p>Buka halaman <a href="/download">Muat turun</a> dan tambahkan ${site} ke skrin utama anda: ia dibuka dalam tetingkapnya sendiri.</p><h2>Had anda, cara anda</h2><p>Tetapkan had deposit, semakan realiti, rehat atau pengecualian diri di halaman <a href="/responsible-gaming">Permainan bertanggungjawab</a> bila-bila masa anda perlukan.</p><h2>Permainan pantas kami sendiri</h2><p>Slot, dadu dan crash kami ada di lobi: setiap pusingan diselesaikan pada baki anda serta-merta.</p>`,
  'term-condition': ({ site, currency }) =>
    `<h2>1. Siapa yang boleh bermain</h2><p>Anda mesti berumur 18 tahun ke atas dan dibenarkan berjudi di tempat anda tinggal. Satu akaun bagi setiap orang, dengan nombor telefon yang disahkan melalui kod yang kami hantar.</p><h2>2. Akaun anda</h2><p>Rahsiakan kata laluan anda: pertaruhan yang dibuat dengan akaun anda adalah milik anda. ${site} boleh menyekat atau menutup akaun yang digunakan untuk penipuan.</p><h2>3. Deposit dan pengeluaran</h2><p>Jumlah adalah dalam ${currency} dan mengikut peraturan halaman Perbankan. Pengeluaran ditahan semasa pasukan kami menyemaknya, dan anda boleh membatalkannya sebelum itu.</p><h2>4. Pertaruhan</h2><p>Pertaruhan adalah muktamad sebaik sahaja permainan menerimanya, dan rekod permainan menentukan keputusan pusingan.</p><h2>5. Permainan bertanggungjawab</h2><p>Had deposit, semakan realiti, rehat dan pengecualian diri ada di halaman Permainan bertanggungjawab. Rehat atau pengecualian diri tidak boleh dipendekkan.</p><h2>6. Perubahan</h2><p>Kami boleh mengubah terma ini; versi di halaman ini yang terpakai.</p>`,
}

const textsByLanguage: Record<TextLanguage, Texts> = { EN: english, PHP: filipino, VI: vietnamese, MS: malay }

/** A page's seeded text (HTML, not yet sanitised) in one of the demo's languages. */
export function pageText(page: TextPage, language: TextLanguage, facts: SiteFacts): string {
  return textsByLanguage[language][page](facts)
}
