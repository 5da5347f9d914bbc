import { callExamples } from '@lobbykit/contract/fixtures/callExamples'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { click, json, ok, setUpWallet } from '../wallet/walletTestKit'
import { DepositBonuses, useBonusOffers } from './DepositBonuses'

vi.mock('../../shell/useShell', () => ({ useShell: () => ({ site: { currency: 'PHP', language: 'EN' } }) }))
/** The page's language: English unless a test picks another; the tenant's local texts are in Filipino. */
const page = vi.hoisted(() => ({ code: 'EN' }))
vi.mock('../../shell/useLanguage', async () => {
  const { showsLocalTexts } = await import('../cms/pickText')
  return {
    useLanguage: () => ({
      code: page.code,
      lang: undefined,
      inLocalLanguage: showsLocalTexts(page.code, 'PHP'),
      href: (path: string) => path,
    }),
  }
})
afterEach(() => {
  page.code = 'EN'
})

function Bonuses() {
  return <DepositBonuses list={useBonusOffers()} />
}

const offer = { ...callExamples.bonusOffers.response.value[0]!, can_opt_in: true }
const optedIn = callExamples.optInBonus.response.bonus

describe('deposit bonuses on the promotions page', () => {
  it('shows what an offer pays and takes, opts in once and then says what comes next', async () => {
    let opened = false
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/bonus/offers')
          return json({ ...ok, value: [{ ...offer, can_opt_in: !opened }], bonus: opened ? optedIn : null })
        if (path === '/api/bonus/opt-in') {
          opened = true
          return json({ ...ok, bonus: optedIn })
        }
      },
    })
    wallet.render(<Bonuses />)
    const card = (await screen.findByRole('heading', { name: offer.title })).closest('li')!
    expect(within(card).getByText('100% of your next deposit as bonus, up to ₱500.00')).toBeVisible()
    expect(within(card).getByText('Deposit at least ₱100.00.')).toBeVisible()
    expect(
      within(card).getByText('Bet 20 times the bonus on Slots or Fishing to turn it into cash.'),
    ).toBeVisible()
    expect(within(card).getByText('Withdrawing before then forfeits the bonus.')).toBeVisible()
    expect(within(card).getByText(/^From .+, no end date$/)).toBeVisible()

    click(within(card).getByRole('button', { name: `Opt in to ${offer.title}` }))
    const yours = await screen.findByRole('region', { name: 'Your bonus' })
    expect(
      within(yours).getByText('You are in. Deposit at least ₱100.00 and we add your bonus.'),
    ).toBeVisible()
    expect(within(yours).getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/deposit')
    expect(wallet.sent('/api/bonus/opt-in')).toEqual([
      expect.objectContaining({ offer_code: 'welcome-100', request_id: expect.any(String) }),
    ])
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Opt in/ })).toBeNull())
  })

  it("shows the operator's title and terms in the page's language, or the English where none was written", async () => {
    page.code = 'PHP'
    const untranslated = {
      ...offer,
      offer_code: 'reload-50',
      title: 'Reload 50%',
      local_title: '',
      terms: 'Weekends only.',
      local_terms: '',
    }
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/bonus/offers')
          return json({ ...callExamples.bonusOffers.response, value: [offer, untranslated] })
      },
    })
    wallet.render(<Bonuses />)
    const yours = await screen.findByRole('region', { name: 'Your bonus' })
    expect(within(yours).getByRole('heading', { name: offer.local_title })).toBeVisible()
    // The offer cards, not their lines of conditions.
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('details'))
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByRole('heading', { name: offer.local_title })).toBeVisible()
    expect(within(cards[0]!).getByText(offer.local_terms)).toBeInTheDocument()
    expect(within(cards[0]!).queryByText(offer.terms)).toBeNull()
    expect(within(cards[1]!).getByRole('heading', { name: 'Reload 50%' })).toBeVisible()
    expect(within(cards[1]!).getByText('Weekends only.')).toBeInTheDocument()
  })

  it("shows the English words on a page in a language other than the local texts' (docs/product.md#local-texts)", async () => {
    page.code = 'VI'
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/bonus/offers')
          return json({ ...callExamples.bonusOffers.response, value: [offer] })
      },
    })
    wallet.render(<Bonuses />)
    const yours = await screen.findByRole('region', { name: 'Your bonus' })
    expect(within(yours).getByRole('heading', { name: offer.title })).toBeVisible()
    expect(screen.queryByText(offer.local_terms)).toBeNull()
  })

  it('shows an active bonus with its wagering in words and as a bar', async () => {
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/bonus/offers') return json(callExamples.bonusOffers.response)
      },
    })
    wallet.render(<Bonuses />)
    const yours = await screen.findByRole('region', { name: 'Your bonus' })
    expect(
      within(yours).getByText(
        'Bet ₱2,500.00 more on Slots or Fishing and your bonus of ₱185.00 turns into cash.',
      ),
    ).toBeVisible()
    const bar = within(yours).getByRole('progressbar', { name: 'Wagering progress' })
    expect(bar).toHaveAttribute('aria-valuenow', '38')
    expect(bar).toHaveAttribute('aria-valuetext', '₱1,500.00 of ₱4,000.00 wagered')
  })
  it("words a mission's bonus itself: it has no offer, and every game counts", async () => {
    const active = callExamples.bonusOffers.response.bonus!
    const wallet = setUpWallet({
      answer: (path) => {
        if (path === '/api/bonus/offers')
          return json({
            ...callExamples.bonusOffers.response,
            bonus: { ...active, offer_code: '', title: '', local_title: '' },
          })
      },
    })
    wallet.render(<Bonuses />)
    const yours = await screen.findByRole('region', { name: 'Your bonus' })
    expect(within(yours).getByRole('heading', { name: 'Mission bonus' })).toBeVisible()
    expect(
      within(yours).getByText('Bet ₱2,500.00 more on any game and your bonus of ₱185.00 turns into cash.'),
    ).toBeVisible()
  })
})
