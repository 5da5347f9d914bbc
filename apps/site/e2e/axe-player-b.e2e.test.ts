import { demoTenants, describeAudits } from './axe'

// Every player page, signed in as the demo player, on the second half of the templates (the first half:
// axe-player-a).
describeAudits('player pages, templates 11-21', demoTenants.slice(10), 'player')
