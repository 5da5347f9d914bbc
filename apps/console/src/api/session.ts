import type { Operator, OperatorAction } from '@lobbykit/contract/operator'
import { atom } from 'jotai'
import { operatorCall, rememberCsrfToken } from './operatorApi'

/** The signed-in operator and what their role may do (docs/operators.md#roles). */
export interface ConsoleSession {
  operator: Operator
  actions: readonly string[]
}

/** undefined while the console asks whether a session is open; null when none is. */
export const sessionAtom = atom<ConsoleSession | null | undefined>(undefined)

export const may = (session: ConsoleSession | null | undefined, action: OperatorAction): boolean =>
  Boolean(session?.actions.includes(action))

function opened(answer: { operator: Operator; csrf_token: string; actions: string[] }): ConsoleSession {
  rememberCsrfToken(answer.csrf_token)
  return { operator: answer.operator, actions: answer.actions }
}

/** The session this browser's cookie holds, or null. */
export async function resumeSession(): Promise<ConsoleSession | null> {
  const answer = await operatorCall('operatorSession', {})
  return answer.ok ? opened(answer.data) : null
}

export async function signIn(email: string, password: string) {
  const answer = await operatorCall('operatorLogin', { email, password })
  return answer.ok ? { ok: true as const, session: opened(answer.data) } : answer
}

export async function signOut(): Promise<void> {
  await operatorCall('operatorLogout', {})
  rememberCsrfToken('')
}
