/**
 * Script-injection vectors for the XSS test (docs/architecture.md#xss): each one calls `__xss(<n>)` if a browser
 * ever runs it. Written from the classes of attack filter-evasion lists and HTML sanitizers' own test suites
 * cover: plain tags and event handlers, attribute and context break-outs, URL schemes and their encodings, HTML
 * that changes shape when parsed twice (mutation XSS, namespace confusion), template and JSON break-outs.
 * Each payload is crossed with a few wrappers that a careless escaper handles differently.
 */

/** A payload's body, given the call it must make. */
type Payload = (call: string) => string

const payloads: Payload[] = [
  // plain tags and event handlers
  (x) => `<script>${x}</script>`,
  (x) => `<script src="data:text/javascript,${x}"></script>`,
  (x) => `<img src=x onerror=${x}>`,
  (x) => `<img src="x" onerror="${x}">`,
  (x) => `<svg onload=${x}>`,
  (x) => `<svg><script>${x}</script></svg>`,
  (x) => `<body onload=${x}>`,
  (x) => `<iframe onload=${x}></iframe>`,
  (x) => `<input autofocus onfocus=${x}>`,
  (x) => `<details open ontoggle=${x}>`,
  (x) => `<video><source onerror=${x}></video>`,
  (x) => `<audio src=x onerror=${x}></audio>`,
  (x) => `<marquee onstart=${x}>m</marquee>`,
  (x) => `<svg><animate onbegin=${x} attributeName=x dur=1s>`,
  (x) => `<select autofocus onfocus=${x}></select>`,
  (x) => `<textarea autofocus onfocus=${x}></textarea>`,
  (x) => `<object data="javascript:${x}"></object>`,
  (x) => `<embed src="javascript:${x}">`,
  (x) => `<form><button formaction="javascript:${x}">b</button></form>`,
  (x) => `<isindex type=image src=1 onerror=${x}>`,
  // URL schemes and their encodings
  (x) => `<a href="javascript:${x}">link</a>`,
  (x) => `<a href="JaVaScRiPt:${x}">link</a>`,
  (x) => `<a href="jav&#x09;ascript:${x}">link</a>`,
  (x) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:${x}">link</a>`,
  (x) => `<a href=" javascript:${x}">link</a>`,
  (x) => `<iframe src="javascript:${x}"></iframe>`,
  (x) => `<iframe srcdoc="<script>parent.${x}</script>"></iframe>`,
  (x) => `<a href="data:text/html,<script>${x}</script>">link</a>`,
  (x) => `<img src=x onerror="&#x${'6A'};avascript:${x}">`,
  (x) => `javascript:${x}`,
  // attribute and context break-outs
  (x) => `"><img src=x onerror=${x}>`,
  (x) => `'><svg onload=${x}>`,
  (x) => `" autofocus onfocus="${x}`,
  (x) => `' onmouseover='${x}`,
  (x) => `</title><script>${x}</script>`,
  (x) => `</textarea><script>${x}</script>`,
  (x) => `</style><script>${x}</script>`,
  (x) => `</script><script>${x}</script>`,
  (x) => `--><script>${x}</script><!--`,
  (x) => `]]><script>${x}</script>`,
  // HTML that changes shape when parsed twice (mutation XSS) and namespace confusion
  (x) => `<noscript><p title="</noscript><img src=x onerror=${x}>">`,
  (x) => `<svg></p><style><a id="</style><img src=1 onerror=${x}>">`,
  (x) => `<math><mtext><table><mglyph><style><img src=x onerror=${x}>`,
  (x) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${x}>`,
  (x) => `<svg><style><img src=x onerror=${x}></style></svg>`,
  (x) => `<math><style><img src=x onerror=${x}></style></math>`,
  (x) => `<template><img src=x onerror=${x}></template>`,
  (x) => `<!--<img src="--><img src=x onerror=${x}//">`,
  (x) => `<xmp><img src=x onerror=${x}></xmp>`,
  (x) => `<listing>&lt;img src=x onerror=${x}&gt;</listing>`,
  // template, JSON and code break-outs
  (x) => `{{constructor.constructor('${x}')()}}`,
  (x) => `\${${x}}`,
  (x) => `\u2028</script><script>${x}</script>`,
  (x) => `";${x};//`,
  (x) => `';${x};//`,
]

/** Ways a payload reaches a field: as it is, doubled-escaped, with padding, split by a null, in upper case. */
const wrappers: ((payload: string) => string)[] = [
  (payload) => payload,
  (payload) => `Lucky ${payload} spins`,
  (payload) => payload.replaceAll('<', '<<'),
  (payload) => payload.toUpperCase().replaceAll('__XSS', '__xss'),
]

/** At least 200 vectors (55 payloads, 4 wrappers), each with its own number, so a call tells which one ran. */
export const xssVectors: string[] = payloads.flatMap((payload, p) =>
  wrappers.map((wrap, w) => wrap(payload(`__xss(${p * wrappers.length + w})`))),
)

/** The vectors that fit a field of at most `max` characters. */
export const vectorsUpTo = (max: number) => xssVectors.filter((vector) => vector.length <= max)
