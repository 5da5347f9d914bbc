/// <reference lib="webworker" />
/**
 * The worker a drawn page's loader starts, built as /intl-warm.js (`intlWarmWorkerPath` in the contract;
 * docs/architecture.md#pages-drawn-on-the-server). The first number or date formatter a browser makes loads its
 * locale data: 28 to 62 ms of one thread at once on the benchmark machine. Made here, on a thread of its own, the
 * data is loaded for the whole page, and the page's own first formatters take a millisecond on its main thread.
 * Its name is the page's language. It has no export: browsers load it as a classic script.
 */
const language = self.name || 'en'
try {
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(1)
  new Intl.DateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(0)
  new Intl.PluralRules(language).select(1)
} catch {
  // A language the browser does not know: its default locale's data has loaded all the same.
}
self.close()
