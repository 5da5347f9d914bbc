import { useLingui } from '@lingui/react/macro'
import { Button } from '@lobbykit/ui/Button'
import { TextField } from '@lobbykit/ui/TextField'
import { useState } from 'react'
import { useSubmit } from '../forms/useSubmit'
import { Messages } from './Messages'
import * as page from './page.css'

export interface SignInProps {
  /** Signs in; gives the refusal to show, or nothing when the session opened. */
  onSignIn: (email: string, password: string) => Promise<string | undefined>
}

/** The console's sign-in: an operator's e-mail address and password (docs/operators.md#sessions). */
export function SignIn({ onSignIn }: SignInProps) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { submit, error, busy } = useSubmit(() => onSignIn(email.trim(), password))
  return (
    <div className={page.page} style={{ maxWidth: 440 }}>
      <form className={page.panel} onSubmit={submit} aria-labelledby="sign-in-title" noValidate>
        <h1 id="sign-in-title" className={page.title}>
          {t`Sign in to the console`}
        </h1>
        <p
          className={page.muted}
        >{t`For the operators of LobbyKit's tenants. Players sign in on their site.`}</p>
        <Messages error={error} />
        <TextField
          label={t`E-mail address`}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={setEmail}
        />
        <TextField
          label={t`Password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" block busy={busy}>
          {t`Sign in`}
        </Button>
      </form>
    </div>
  )
}
