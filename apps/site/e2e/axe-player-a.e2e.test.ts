import { type DemoTenant, demoTenants, describeAudits } from './axe'

/**
 * The player's pages, signed in as the demo player, on one template of each family: casino1 on `localhost`
 * (the default tenant, docs/architecture.md#tenants), slot2 and sportsbook1.
 */
const tenants: DemoTenant[] = [
  { domain: 'localhost', template: 'template1' },
  ...demoTenants.filter((tenant) => ['slot2.localhost', 'sportsbook1.localhost'].includes(tenant.domain)),
]

describeAudits('player pages, signed in', tenants, 'player')
