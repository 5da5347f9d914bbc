export { demoFixtures } from './demoFixtures'
export { VirtualFixtures, type VirtualFixturesProps } from './VirtualFixtures'
