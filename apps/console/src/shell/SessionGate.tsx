import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { type ReactNode, useEffect } from 'react'
import { failureText } from '../api/failureText'
import { resumeSession, sessionAtom, signIn } from '../api/session'
import { ConsoleShell, useSections } from './ConsoleShell'
import { Waiting } from './Messages'
import { SignIn } from './SignIn'

/**
 * Shows the screen asked for once an operator is signed in, and the sign-in form until then (the address stays,
 * so the screen opens after signing in). The console's home goes to the first section the role may open.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const [session, setSession] = useAtom(sessionAtom)
  const sections = useSections(session)
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (session === undefined) void resumeSession().then(setSession)
  }, [session, setSession])
  const first = sections[0]?.to
  useEffect(() => {
    if (session && first && location.pathname === '/') void navigate({ to: first, replace: true })
  }, [session, first, location.pathname, navigate])
  return (
    <ConsoleShell>
      {session === undefined ? (
        <Waiting />
      ) : session === null ? (
        <SignIn
          onSignIn={async (email, password) => {
            const answer = await signIn(email, password)
            if (!answer.ok) return failureText(i18n, answer)
            setSession(answer.session)
            return undefined
          }}
        />
      ) : (
        children
      )}
    </ConsoleShell>
  )
}
