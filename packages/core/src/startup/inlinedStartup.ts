import type { StartupResponse } from '@lobbykit/contract/calls/startup'
import { startupElementId } from '@lobbykit/contract/drawnPage'
import { statusCodes } from '@lobbykit/contract/status'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The start-up answer the server wrote into the page (docs/architecture.md#tenant-document), when it is there and
 * reads as one; undefined otherwise (the page then asks for it). The server checked it against the contract's
 * schema before writing it (`startupAnswers` in the API), in the same response as the page; here only its frame is
 * checked, so a first visit needs no schema and no zod (docs/architecture.md#first-visit-code).
 */
export function inlinedStartup(doc: Pick<Document, 'getElementById'>): StartupResponse | undefined {
  const text = doc.getElementById(startupElementId)?.textContent
  if (!text) return undefined
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isObject(answer) || answer.statusCode !== statusCodes.success) return undefined
  const { site, maintenance, content } = answer
  if (!isObject(site) || !isObject(maintenance) || !isObject(content)) return undefined
  if (!Array.isArray(content.menu) || !Array.isArray(content.game_menu)) return undefined
  if (!Array.isArray(answer.provider_count) || typeof answer.language !== 'string') return undefined
  return answer as unknown as StartupResponse
}
