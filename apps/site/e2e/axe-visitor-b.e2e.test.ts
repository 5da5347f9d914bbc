import { demoTenants, describeAudits } from './axe'

// Every visitor page of the second half of the templates (the first half: axe-visitor-a).
describeAudits('visitor pages, templates 11-21', demoTenants.slice(10), 'visitor')
