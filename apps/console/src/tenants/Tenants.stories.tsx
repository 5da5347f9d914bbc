import type { Meta, StoryObj } from '@storybook/react-vite'
import { ConsoleFrame } from '../testing/ConsoleFrame'
import { sampleConfig, sampleVersions } from '../testing/fixtures'
import { CreateTenantView } from './CreateTenant'
import { GalleryView } from './Gallery'
import { TenantEditorView } from './TenantEditor'
import { TenantListView } from './TenantList'
import { VersionsView } from './Versions'

const meta: Meta = { title: 'Console/Tenants', parameters: { layout: 'fullscreen' } }
export default meta

const nothing = async () => undefined

export const List: StoryObj = {
  render: () => (
    <ConsoleFrame>
      <TenantListView
        canCreate
        tenants={[
          {
            tenant_id: 1,
            tenant_code: 'casino1',
            site_name: 'Royal Flush',
            currency: 'PHP',
            domains: ['casino1.localhost', 'localhost'],
            published: 2,
            latest: 3,
          },
          {
            tenant_id: 2,
            tenant_code: 'slot2',
            site_name: 'Lucky Reels',
            currency: 'VND',
            domains: ['slot2.localhost'],
            published: 1,
            latest: 1,
          },
        ]}
      />
    </ConsoleFrame>
  ),
}

export const New: StoryObj = {
  render: () => (
    <ConsoleFrame>
      <CreateTenantView onCreate={nothing} />
    </ConsoleFrame>
  ),
}

export const Settings: StoryObj = {
  render: () => (
    <ConsoleFrame>
      <TenantEditorView
        code="reef"
        currency="PHP"
        version={sampleVersions[0]!}
        config={sampleConfig}
        onChange={() => undefined}
        dirty
        onSave={() => undefined}
        canEdit
        canEditAnalytics={false}
        upload={async () => ({ error: 'not in a story' })}
      />
    </ConsoleFrame>
  ),
}

/** The Deposit bonuses tab: the sample's running offer, and a second one whose end is before its start. */
export const DepositBonuses: StoryObj = {
  render: () => (
    <ConsoleFrame>
      <TenantEditorView
        code="reef"
        currency="PHP"
        version={sampleVersions[0]!}
        config={{
          ...sampleConfig,
          deposit_bonuses: [
            ...(sampleConfig.deposit_bonuses ?? []),
            {
              code: 'weekend-reload',
              title: 'Weekend reload: 50 % up to ₱1,000',
              terms: 'Deposit at least ₱200 on a weekend.',
              local_title: '',
              local_terms: '',
              image_url: '',
              percent: 50,
              max_bonus: 100_000,
              min_deposit: 20_000,
              wagering_multiple: 30,
              categories: ['slot_game', 'casino', 'crash'],
              starts_at: '2026-12-05T00:00:00.000Z',
              ends_at: '2026-12-04T00:00:00.000Z',
            },
          ],
        }}
        onChange={() => undefined}
        dirty
        onSave={() => undefined}
        canEdit
        canEditAnalytics={false}
        upload={async () => ({ error: 'not in a story' })}
        initialTab="bonuses"
      />
    </ConsoleFrame>
  ),
}

export const Versions: StoryObj = {
  render: () => (
    <ConsoleFrame>
      <VersionsView
        code="reef"
        versions={sampleVersions}
        canPublish
        onPublish={() => undefined}
        onRollback={() => undefined}
        onPreview={() => undefined}
        preview={{
          version: 3,
          url: 'http://reef.localhost/api/preview/open?token=story',
          expiresAt: '2026-11-27T10:30:00.000Z',
        }}
        diff={{
          from: 2,
          to: 3,
          changes: [
            { path: 'site.theme_code', before: 'casino1', after: 'slot2' },
            {
              path: 'cms.about_us.en_body',
              before: '<p>Old text</p>',
              after: '<h2>About</h2><p>New text</p>',
            },
          ],
        }}
        onDiff={() => undefined}
      />
    </ConsoleFrame>
  ),
}

export const GalleryPicker: StoryObj = {
  // The frames show a live site, which a story has not: only the picker and the empty frames are compared.
  render: () => (
    <ConsoleFrame>
      <GalleryView
        code="reef"
        version={3}
        current={{ theme_code: 'casino1', theme_color: 'midnight-gold' }}
        shown={{ theme_code: 'slot2', theme_color: sampleConfig.site.theme_color }}
        onShow={() => undefined}
        frameUrl={() => undefined}
        canEdit
        onUse={() => undefined}
      />
    </ConsoleFrame>
  ),
}
