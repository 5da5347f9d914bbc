export { demoFixtures } from './demoFixtures'
export { localName, VirtualFixtures, type VirtualFixturesProps } from './VirtualFixtures'
