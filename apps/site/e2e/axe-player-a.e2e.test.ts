import { demoTenants, describeAudits } from './axe'

// Every player page, signed in as the demo player, on the first half of the templates (the rest:
// axe-player-b): the cashier, history and account pages are the shell's own, framed by each template.
describeAudits('player pages, templates 1-10', demoTenants.slice(0, 10), 'player')
