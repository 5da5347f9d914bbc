import type { TenantConfig } from '@lobbykit/contract/tenantConfig'
import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConsoleFrame } from '../testing/ConsoleFrame'
import { sampleConfig, sampleVersions } from '../testing/fixtures'
import { TenantEditorView } from './TenantEditor'

function Editor({
  onSave,
  canEditAnalytics = false,
}: {
  onSave: (config: TenantConfig) => void
  canEditAnalytics?: boolean
}) {
  const [config, setConfig] = useState(sampleConfig)
  return (
    <TenantEditorView
      code="reef"
      currency="PHP"
      version={sampleVersions[0]!}
      config={config}
      onChange={setConfig}
      dirty={config !== sampleConfig}
      onSave={() => onSave(config)}
      canEdit
      canEditAnalytics={canEditAnalytics}
      upload={async () => ({ path: '/api/media/upload/reef/abc.png' })}
    />
  )
}

describe('TenantEditorView', () => {
  it('keeps edits until "Save draft", then saves the whole document', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    const save = await screen.findByRole('button', { name: 'Save draft' })
    expect(save).toBeDisabled()
    const name = screen.getByRole('textbox', { name: 'Site name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Coral Coast')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    await userEvent.click(save)
    expect(onSave.mock.calls[0]![0].site.site_name).toBe('Coral Coast')
  })

  it('changing the template picks one of its own colours', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Template' }), 'slot2')
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const { site } = onSave.mock.calls[0]![0] as TenantConfig
    expect(site.theme_code).toBe('slot2')
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue(site.theme_color)
    expect(site.theme_color).not.toBe('midnight-gold')
  })

  it('edits the About page in English and the local language', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Pages' }))
    expect(screen.getByRole('textbox', { name: 'About us in English' })).toHaveTextContent(
      'Licensed play since 2019',
    )
    expect(
      screen.getByRole('textbox', { name: /About us in the local language \(Filipino\)/ }),
    ).toBeInTheDocument()
    await userEvent.click(screen.getAllByRole('button', { name: 'HTML' })[0]!)
    const source = screen.getByRole('textbox', { name: 'About us in English' })
    await userEvent.clear(source)
    await userEvent.type(source, '<p>Fresh</p>')
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect((onSave.mock.calls[0]![0] as TenantConfig).cms.about_us.en_body).toBe('<p>Fresh</p>')
  })

  it('keeps the default language and the language of the local texts apart', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    // docs/product.md#local-texts: an English site may write its local texts in Vietnamese.
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Default language' }), 'EN')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Local language' }), 'VI')
    await userEvent.click(screen.getByRole('tab', { name: 'Pages' }))
    expect(
      screen.getByRole('textbox', { name: /About us in the local language \(Tiếng Việt\)/ }),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect((onSave.mock.calls[0]![0] as TenantConfig).site).toMatchObject({
      language: 'EN',
      local_language: 'VI',
    })
  })

  it('adds, reorders and removes partners', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Partners and social' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add to Partners' }))
    const names = screen.getAllByRole('textbox', { name: 'Name' })
    await userEvent.type(names[1]!, 'GLI')
    await userEvent.click(screen.getAllByRole('button', { name: 'Move up' })[1]!)
    await userEvent.click(screen.getByRole('button', { name: 'Remove Partner 2' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(
      (onSave.mock.calls[0]![0] as TenantConfig).partners.map((partner) => partner.partner_name),
    ).toEqual(['GLI'])
  })

  it('shows mission and referral amounts in the currency and saves them in minor units', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Missions and referral' }))
    expect(screen.getByRole('textbox', { name: 'Most per friend, in PHP' })).toHaveValue('500.00')
    await userEvent.clear(screen.getByRole('textbox', { name: 'Percent of the first deposit (0 to 50)' }))
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Percent of the first deposit (0 to 50)' }),
      '15',
    )
    const targets = screen.getAllByRole('textbox', { name: /^Target/ })
    expect(targets.map((field) => (field as HTMLInputElement).value)).toEqual(['10', '5000.00'])
    await userEvent.clear(targets[1]!)
    await userEvent.type(targets[1]!, '750.5')
    await userEvent.click(screen.getByRole('button', { name: 'Add to Missions' }))
    await userEvent.type(screen.getAllByRole('textbox', { name: /^Code/ })[2]!, 'daily-login')
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'What it counts' })[2]!, 'logins')
    const rewards = screen.getAllByRole('textbox', { name: /^Reward:/ })
    await userEvent.clear(rewards[2]!)
    await userEvent.type(rewards[2]!, 'lots')
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const { missions, referral } = onSave.mock.calls[0]![0] as TenantConfig
    expect(referral).toEqual({ percent: 15, cap: 50_000 })
    expect(missions[1]).toMatchObject({ code: 'weekly-bets', target: 75_050, reward: 10_000 })
    // Not a number: the save is refused by the document's rules, naming missions.2.reward.
    expect(missions[2]).toMatchObject({ code: 'daily-login', metric: 'logins', target: 10 })
    expect(missions[2]?.reward).toBeNaN()
    expect(screen.getAllByRole('textbox', { name: /^Reward:/ })[2]).toHaveValue('lots')
  })

  it('offers a bonus reward with its wagering multiple, asked for a bonus only', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Missions and referral' }))
    const wagering = /^Wagering: times the bonus is bet/
    expect(screen.queryByRole('textbox', { name: wagering })).toBeNull()
    const kinds = screen.getAllByRole('combobox', { name: 'Reward' })
    await userEvent.selectOptions(kinds[1]!, 'bonus')
    expect(within(kinds[1]!).getByRole('option', { name: 'Bonus (bet before cash)' })).toBeInTheDocument()
    const multiple = screen.getByRole('textbox', { name: wagering })
    expect(multiple).toHaveValue('0')
    await userEvent.clear(multiple)
    await userEvent.type(multiple, '5')
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const { missions } = onSave.mock.calls[0]![0] as TenantConfig
    // The reward stays an amount in the currency, saved in minor units.
    expect(missions[1]).toMatchObject({ reward_kind: 'bonus', reward: 10_000, wagering_multiple: 5 })
    expect(missions[0]).toMatchObject({ reward_kind: 'minigame_token', wagering_multiple: 0 })
  })

  it('edits leaderboards with prizes in the currency, keeping a bad prize as typed and saying why', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Leaderboards' }))
    const prizesOf = () => screen.getAllByRole('textbox', { name: /^Prizes in PHP/ }) as HTMLInputElement[]
    expect(prizesOf().map((field) => field.value)).toEqual(['1000.00, 500.00'])
    await userEvent.click(screen.getByRole('button', { name: 'Add to Leaderboards' }))
    await userEvent.type(screen.getAllByRole('textbox', { name: /^Code/ })[1]!, 'weekly-slots')
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Games' })[1]!, 'slot_game')
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Ranked by' })[1]!, 'multiplier')
    expect(prizesOf()[1]).toHaveValue('1000.00, 500.00, 250.00')
    await userEvent.clear(prizesOf()[1]!)
    await userEvent.type(prizesOf()[1]!, '2500, 1000.5, lots')
    await userEvent.tab()
    expect(
      screen.getByText('"lots" is not an amount in PHP: write each prize like 1000.00, 500.00, 250.00.'),
    ).toBeVisible()
    expect(prizesOf()[1]).toHaveValue('2500, 1000.5, lots')
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const { leaderboards } = onSave.mock.calls[0]![0] as TenantConfig
    expect(leaderboards[0]).toEqual(sampleConfig.leaderboards[0])
    expect(leaderboards[1]).toMatchObject({
      code: 'weekly-slots',
      period: 'daily',
      category: 'slot_game',
      metric: 'multiplier',
    })
    // Not an amount: the save is refused by the document's rules, naming leaderboards.1.prizes.2.
    expect(leaderboards[1]?.prizes.slice(0, 2)).toEqual([250_000, 100_050])
    expect(leaderboards[1]?.prizes[2]).toBeNaN()
    await userEvent.clear(prizesOf()[1]!)
    await userEvent.type(prizesOf()[1]!, '100, 200')
    await userEvent.tab()
    expect(screen.getByText('Rank 2 cannot win more than the rank above it.')).toBeVisible()
  })

  it('edits VIP levels with amounts in the currency and benefits one per line, saying what is wrong', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'VIP' }))
    const rewardsOf = () =>
      screen.getAllByRole('textbox', { name: 'Level-up reward in PHP' }) as HTMLInputElement[]
    expect(rewardsOf().map((field) => field.value)).toEqual(['0.00', '50.00'])
    expect(screen.getAllByRole('textbox', { name: /^Benefits, one per line/ })[1]).toHaveValue(
      'The Silver badge on your account',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add to VIP levels' }))
    expect(screen.getAllByRole('textbox', { name: /^Level number/ })[2]).toHaveValue('3')
    await userEvent.type(screen.getAllByRole('textbox', { name: /^Level name/ })[2]!, 'Gold')
    const deposits = screen.getAllByRole('textbox', { name: 'Total deposits needed in PHP' })
    await userEvent.clear(deposits[2]!)
    await userEvent.type(deposits[2]!, '5000')
    await userEvent.clear(rewardsOf()[2]!)
    await userEvent.type(rewardsOf()[2]!, 'lots')
    await userEvent.tab()
    expect(screen.getByText('Write an amount in PHP, like 1000.00 (0 for none).')).toBeVisible()
    const benefits = screen.getAllByRole('textbox', { name: /^Benefits, one per line/ })[2]!
    await userEvent.type(benefits, 'The Gold badge on your account{enter}{enter}A second line')
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const { vip_levels } = onSave.mock.calls[0]![0] as TenantConfig
    expect(vip_levels.slice(0, 2)).toEqual(sampleConfig.vip_levels)
    expect(vip_levels[2]).toMatchObject({
      level: 3,
      name: 'Gold',
      min_deposit: 500_000,
      min_turnover: 0,
      benefits: ['The Gold badge on your account', 'A second line'],
    })
    // Not an amount: the save is refused by the document's rules, naming vip_levels.2.level_up_reward.
    expect(vip_levels[2]?.level_up_reward).toBeNaN()
    await userEvent.type(benefits, '{enter}3{enter}4{enter}5{enter}6')
    expect(screen.getByText('At most 5 benefit lines.')).toBeVisible()
  })

  it('edits deposit bonus offers in the currency, saving minor units and saying what is wrong next to the field', async () => {
    const onSave = vi.fn()
    render(
      <ConsoleFrame>
        <Editor onSave={onSave} />
      </ConsoleFrame>,
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Deposit bonuses' }))
    const first = screen.getByRole('group', { name: 'Offer 1' })
    expect(within(first).getByRole('textbox', { name: 'Most bonus in PHP' })).toHaveValue('500.00')
    expect(within(first).getByRole('checkbox', { name: 'Fishing' })).toBeChecked()
    expect(within(first).getByRole('textbox', { name: 'Title in the local language' })).toHaveValue(
      'Welcome bonus: 100 % hanggang ₱500',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add to Deposit bonuses' }))
    const offer = screen.getByRole('group', { name: 'Offer 2' })
    const field = (name: string | RegExp) => within(offer).getByRole('textbox', { name })
    // A new offer asks for what it lacks.
    expect(within(offer).getByText('Give the offer a title.')).toBeVisible()
    await userEvent.type(field(/^Code/), 'reload-50')
    await userEvent.type(field('Title, as players see it'), 'Reload 50 %')
    await userEvent.type(field('Title in the local language'), 'Reload na 50 %')
    await userEvent.type(field('Terms in the local language'), 'Tuwing Sabado at Linggo lang.')
    await userEvent.clear(field('Percent of the deposit paid as bonus'))
    await userEvent.type(field('Percent of the deposit paid as bonus'), '50')
    await userEvent.clear(field('Most bonus in PHP'))
    await userEvent.type(field('Most bonus in PHP'), '1000.5')
    await userEvent.clear(field('Least deposit in PHP'))
    await userEvent.type(field('Least deposit in PHP'), '200')
    await userEvent.clear(field(/^Times the bonus must be bet/))
    await userEvent.type(field(/^Times the bonus must be bet/), '30')
    await userEvent.click(within(offer).getByRole('checkbox', { name: 'Live casino' }))
    await userEvent.click(within(offer).getByRole('checkbox', { name: 'Fishing' }))
    fireEvent.change(within(offer).getByLabelText('Starts'), { target: { value: '2026-12-05T10:00' } })
    fireEvent.change(within(offer).getByLabelText(/^Ends/), { target: { value: '2026-12-12T10:00' } })
    expect(within(offer).queryByText(/^Give the offer a title/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const { deposit_bonuses } = onSave.mock.calls[0]![0] as TenantConfig
    expect(deposit_bonuses?.[0]).toEqual(sampleConfig.deposit_bonuses?.[0])
    expect(deposit_bonuses?.[1]).toEqual({
      code: 'reload-50',
      title: 'Reload 50 %',
      terms: '',
      local_title: 'Reload na 50 %',
      local_terms: 'Tuwing Sabado at Linggo lang.',
      image_url: '',
      percent: 50,
      max_bonus: 100_050,
      min_deposit: 20_000,
      wagering_multiple: 30,
      categories: ['slot_game', 'casino'],
      starts_at: new Date('2026-12-05T10:00').toISOString(),
      ends_at: new Date('2026-12-12T10:00').toISOString(),
    })

    // An end before the start, no category left, a bad amount and a code taken: each said next to its field.
    fireEvent.change(within(offer).getByLabelText(/^Ends/), { target: { value: '2026-12-01T10:00' } })
    expect(within(offer).getByText('An offer must end after it starts.')).toBeVisible()
    expect(within(offer).getByLabelText(/^Ends/)).toHaveAccessibleDescription(
      'An offer must end after it starts.',
    )
    await userEvent.click(within(offer).getByRole('checkbox', { name: 'Slots' }))
    await userEvent.click(within(offer).getByRole('checkbox', { name: 'Live casino' }))
    expect(within(offer).getByText('Pick at least one game category.')).toBeVisible()
    await userEvent.clear(field('Most bonus in PHP'))
    await userEvent.type(field('Most bonus in PHP'), 'lots')
    expect(field('Most bonus in PHP')).toHaveAccessibleDescription(
      'Write an amount in PHP above 0, like 500.00.',
    )
    await userEvent.clear(field(/^Code/))
    await userEvent.type(field(/^Code/), 'welcome-100')
    expect(within(offer).getByText('Another offer has this code: give each offer its own.')).toBeVisible()
    // Nothing typed is lost; the document carries it as typed, and its rules refuse the save.
    expect(field('Most bonus in PHP')).toHaveValue('lots')
    expect(field('Title, as players see it')).toHaveValue('Reload 50 %')
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    const refused = (onSave.mock.calls[1]![0] as TenantConfig).deposit_bonuses?.[1]
    expect(refused).toMatchObject({ code: 'welcome-100', categories: [], percent: 50 })
    expect(refused?.max_bonus).toBeNaN()
    // Removing the offer clears its messages.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Offer 2' }))
    expect(screen.queryByText('An offer must end after it starts.')).not.toBeInTheDocument()
  })

  it('lets only an owner change the analytics scripts', async () => {
    render(
      <ConsoleFrame>
        <Editor onSave={vi.fn()} />
      </ConsoleFrame>,
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Analytics' }))
    expect(screen.getByText('Only an owner may change the analytics scripts.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to Analytics scripts' })).toBeDisabled()
  })
})
