import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureFormDrafts, draftKey, draftLifetimeMs } from './formDrafts'
import { restoreFormDrafts, restoreFormDraftsWhenReady } from './formDraftsRestore'

const page = `
  <form data-form="withdrawal">
    <select name="bank_account_id"><option value="">Choose</option><option value="7">BDO ****6789</option></select>
    <input name="amount" value="" />
    <input name="password" type="password" value="" />
    <input name="tac" autocomplete="one-time-code" value="" />
    <input name="confirm" type="checkbox" />
    <textarea name="note"></textarea>
  </form>`

afterEach(() => {
  document.body.innerHTML = ''
  sessionStorage.clear()
})

function typeInto(name: string, value: string) {
  const field = document.querySelector<HTMLInputElement>(`[name="${name}"]`)
  if (field) field.value = value
}

describe('form drafts', () => {
  it('keeps what the player typed, never the password or a code, and puts it back', () => {
    document.body.innerHTML = page
    typeInto('bank_account_id', '7')
    typeInto('amount', '1,250.50')
    typeInto('password', 'secret123')
    typeInto('tac', '123456')
    typeInto('note', 'rent')
    document.querySelector<HTMLInputElement>('[name="confirm"]')?.click()
    expect(captureFormDrafts(document, '/withdrawal')).toBe(1)
    const kept = sessionStorage.getItem(draftKey('/withdrawal')) ?? ''
    expect(kept).toContain('1,250.50')
    expect(kept).not.toContain('secret123')
    expect(kept).not.toContain('123456')

    // The page comes back empty after signing in again.
    document.body.innerHTML = page
    const typed: string[] = []
    document.querySelector('form')?.addEventListener('input', (event) => {
      typed.push((event.target as HTMLInputElement).name)
    })
    expect(restoreFormDrafts(document, '/withdrawal')).toBe('restored')
    expect(document.querySelector<HTMLInputElement>('[name="amount"]')?.value).toBe('1,250.50')
    expect(document.querySelector<HTMLSelectElement>('[name="bank_account_id"]')?.value).toBe('7')
    expect(document.querySelector<HTMLTextAreaElement>('[name="note"]')?.value).toBe('rent')
    expect(document.querySelector<HTMLInputElement>('[name="confirm"]')?.checked).toBe(true)
    expect(document.querySelector<HTMLInputElement>('[name="password"]')?.value).toBe('')
    expect(typed).toContain('amount')
    // Once put back, it is forgotten.
    expect(sessionStorage.getItem(draftKey('/withdrawal'))).toBeNull()
  })

  it('keeps what a busy form had typed in its disabled fields', () => {
    document.body.innerHTML = page
    typeInto('amount', '750')
    for (const field of document.querySelectorAll('input')) field.disabled = true
    expect(captureFormDrafts(document, '/withdrawal')).toBe(1)
    document.body.innerHTML = page
    restoreFormDrafts(document, '/withdrawal')
    expect(document.querySelector<HTMLInputElement>('[name="amount"]')?.value).toBe('750')
  })

  it('keeps nothing for empty forms, and each page its own draft', () => {
    document.body.innerHTML = page
    expect(captureFormDrafts(document, '/withdrawal')).toBe(0)
    typeInto('amount', '500')
    captureFormDrafts(document, '/withdrawal')
    expect(restoreFormDrafts(document, '/deposit')).toBe('none')
  })

  it('drops a draft older than 30 minutes', () => {
    document.body.innerHTML = page
    typeInto('amount', '500')
    captureFormDrafts(document, '/withdrawal', sessionStorage, 0)
    document.body.innerHTML = page
    expect(restoreFormDrafts(document, '/withdrawal', sessionStorage, draftLifetimeMs + 1)).toBe('none')
    expect(document.querySelector<HTMLInputElement>('[name="amount"]')?.value).toBe('')
  })

  it('waits for a form that loads after the page', async () => {
    document.body.innerHTML = page
    typeInto('amount', '900')
    captureFormDrafts(document, '/withdrawal')
    document.body.innerHTML = '<p>Loading…</p>'
    const stop = restoreFormDraftsWhenReady(document, '/withdrawal')
    document.body.innerHTML = page
    await vi.waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('[name="amount"]')?.value).toBe('900'),
    )
    stop()
  })
})
