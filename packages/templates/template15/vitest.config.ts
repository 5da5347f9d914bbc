import { domConfig } from '@lobbykit/vitest-config/dom'

export default domConfig()
