import { demoTenants, describeAudits } from './axe'

// Every visitor page of the first half of the templates (the rest: axe-visitor-b), split so each file's
// failures read on their own and neither file runs for long.
describeAudits('visitor pages, templates 1-10', demoTenants.slice(0, 10), 'visitor')
