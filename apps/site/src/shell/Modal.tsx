import { useLingui } from '@lingui/react/macro'
import { tacRequestLogin } from '@lobbykit/core/api/auth/tacRequestLogin'
import { takeReturnPath } from '@lobbykit/core/navigation/returnPath'
import { login, loginWithTac } from '@lobbykit/core/session/login'
import { realityCheckModal } from '@lobbykit/core/session/playSession'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { openModalAtom } from '@lobbykit/core/stores/modal'
import { LanguagePickerModal, LoginModal, PartnersModal, TacLoginModal } from '@lobbykit/ui/modals'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai/react'
import { useState } from 'react'
import { useLanguageSwitch } from './LanguagePicker'
import { selectableLanguages } from './languagePrefix'
import { RealityCheckDialog } from './RealityCheckDialog'
import { callAndReport, useRuntime } from './runtime'
import { SearchDialog } from './SearchDialog'
import { useLanguage } from './useLanguage'

/** The modals of the modal stack (docs/product.md#modal-stack), by name; an unknown name closes the stack. */
export default function Modal({ name, onClose }: { name: string; onClose(): void }) {
  const { t } = useLingui()
  const runtime = useRuntime()
  const navigate = useNavigate()
  const { code, href } = useLanguage()
  const switchLanguage = useLanguageSwitch()
  const { partners } = useAtomValue(layoutAtom, { store: runtime.store })
  const [busy, setBusy] = useState(false)
  const [codeSent, setCodeSent] = useState(false)
  const run = async (work: () => Promise<{ ok: boolean }>) => {
    setBusy(true)
    const result = await work()
    setBusy(false)
    return result.ok
  }
  const go = (path: string) => {
    onClose()
    void navigate({ href: href(path) })
  }
  /** Signed in from a dialog: back to the page a guard or an ended session sent the player from, if any. */
  const signedIn = () => {
    onClose()
    const back = takeReturnPath()
    if (back) void navigate({ href: back })
  }

  switch (name) {
    case 'login':
      return (
        <LoginModal
          open
          title={t`Log in`}
          busy={busy}
          onClose={onClose}
          onSubmit={async ({ accountId, password }) => {
            if (await run(() => login(runtime, { account_id: accountId, password }))) signedIn()
          }}
          onUseCode={() => runtime.store.set(openModalAtom, 'signin')}
          onForgotPassword={() => go('/forgot-password')}
          onRegister={() => go('/register')}
        />
      )
    case 'signin':
      return (
        <TacLoginModal
          open
          title={t`Sign in with a code`}
          busy={busy}
          codeSent={codeSent}
          onClose={onClose}
          onRequestCode={async (accountId) => {
            const sent = await run(() =>
              callAndReport(runtime, tacRequestLogin, { ...runtime.site, account_id: accountId }),
            )
            setCodeSent(sent)
          }}
          onSubmit={async ({ accountId, tac }) => {
            if (await run(() => loginWithTac(runtime, { account_id: accountId, tac }))) signedIn()
          }}
          onUsePassword={() => runtime.store.set(openModalAtom, 'login')}
        />
      )
    case 'language':
      return (
        <LanguagePickerModal
          open
          title={t`Choose your language`}
          onClose={onClose}
          current={code}
          languages={selectableLanguages.map((language) => ({
            code: language.code,
            name: language.name ?? language.code,
            htmlLang: language.htmlLang,
          }))}
          onSelect={(next) => void switchLanguage(next).then(onClose)}
        />
      )
    case 'partners':
      return <PartnersModal open title={t`Our partners`} onClose={onClose} partners={partners} />
    case 'search':
      return <SearchDialog onClose={onClose} />
    case realityCheckModal:
      return <RealityCheckDialog onClose={onClose} onHistory={() => go('/statement')} />
    default:
      queueMicrotask(onClose)
      return null
  }
}
