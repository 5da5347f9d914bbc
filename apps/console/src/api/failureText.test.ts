import { i18n } from '@lingui/core'
import { operatorMessages } from '@lobbykit/contract/operator'
import { describe, expect, it } from 'vitest'
import { failureText } from './failureText'

describe('failureText', () => {
  it("shows a refusal naming a field as the server wrote it, and the known ones in the operator's words", () => {
    expect(failureText(i18n, { status: 400, message: 'site.site_name: must not be empty' })).toBe(
      'site.site_name: must not be empty',
    )
    expect(failureText(i18n, { status: 401, message: operatorMessages.signInRequired })).toBe(
      'Your session has ended: sign in again',
    )
  })

  it('tells an unreachable server apart', () => {
    expect(failureText(i18n, { status: 0, message: '' })).toMatch(/cannot be reached/)
  })
})
