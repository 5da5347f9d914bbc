import { createRoot } from 'react-dom/client'
import { bootOriginals } from './boot'

const element = document.getElementById('root')
if (!element) throw new Error('originals.html has no #root element')
void bootOriginals(createRoot(element))
