import { startupElementId } from '@lobbykit/contract/calls/startup'
import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { afterEach, describe, expect, it } from 'vitest'
import { inlinedStartup } from './inlinedStartup'

const example = callExamples.startup.response

/** Puts a start-up script element with this text in the page, as the server writes it. */
function pageWith(text: string) {
  const element = document.createElement('script')
  element.id = startupElementId
  element.type = 'application/json'
  element.textContent = text
  document.head.append(element)
}

afterEach(() => document.getElementById(startupElementId)?.remove())

describe('inlinedStartup', () => {
  it("reads the answer the server wrote into the page, escaped '<' and all", () => {
    const site = { ...example.site, site_name: '</script> & Co' }
    pageWith(JSON.stringify({ ...example, site }).replace(/</g, '\\u003c'))
    expect(inlinedStartup(document)?.site.site_name).toBe('</script> & Co')
  })

  it('has nothing when the page has no answer, or one that does not read as a start-up answer', () => {
    expect(inlinedStartup(document)).toBeUndefined()
    pageWith('{"statusCode": 1')
    expect(inlinedStartup(document)).toBeUndefined()
    document.getElementById(startupElementId)?.remove()
    for (const broken of [
      { ...example, site: null },
      { ...example, statusCode: -1 },
      { ...example, content: { menu: [] } },
      { ...example, provider_count: undefined },
      [example],
    ]) {
      document.getElementById(startupElementId)?.remove()
      pageWith(JSON.stringify(broken))
      expect(inlinedStartup(document), JSON.stringify(broken).slice(0, 60)).toBeUndefined()
    }
  })
})
