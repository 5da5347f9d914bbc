import { boot } from './boot'

const element = document.getElementById('root')
if (!element) throw new Error('index.html has no #root element')
void boot(element)
