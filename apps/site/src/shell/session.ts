import { originalsGames, originalsProviderCode } from '@lobbykit/contract/originals'
import { logout } from '@lobbykit/core/session/logout'
import { toggleFavourite } from '@lobbykit/core/session/refresh'
import { inboxUnreadAtom } from '@lobbykit/core/stores/inbox'
import { openModalAtom } from '@lobbykit/core/stores/modal'
import { authFieldsAtom, playableBalanceOf, userAtom } from '@lobbykit/core/stores/user'
import type { SessionView, ShellActions } from '@lobbykit/ui/template'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai/react'
import { useMemo } from 'react'
import { useRuntime } from './runtime'
import { useLanguage } from './useLanguage'
import { useShell } from './useShell'

/** The signed-in player as templates see it, and the favourites as `provider/game` keys. */
export function useSession(): { view: SessionView; favourites: ReadonlySet<string> } {
  const { store } = useRuntime()
  const user = useAtomValue(userAtom, { store })
  const unread = useAtomValue(inboxUnreadAtom, { store })
  const { href } = useLanguage()
  return useMemo(() => {
    if (!user.isAuthenticated || !user.user)
      return { view: { signedIn: false }, favourites: new Set<string>() }
    return {
      view: {
        signedIn: true,
        accountId: user.user.account_id,
        fullName: user.fullname || user.user.full_name,
        // docs/product.md#deposit-bonus: the header shows what the player can play with, bonus included.
        balance: playableBalanceOf(user.game),
        tokens: user.game.token,
        ...(user.vip ? { vipLevel: user.vip.currentLevel } : {}),
        ...(unread === undefined ? {} : { inbox: { href: href('/inbox'), unread } }),
      },
      favourites: new Set(user.game_fav_list.map((game) => `${game.provider_code}/${game.game_code}`)),
    }
  }, [user, unread, href])
}

/**
 * What the template's buttons do. Logging in follows the template (docs/product.md#visitor-redirect): most open /login;
 * slot2, slot4 and sportsbook1 open the login dialog, slot5 the sign-in-by-code dialog.
 */
const virtualSportsGameCode = originalsGames.find((game) => game.engine === 'virtual_sports')?.game_code ?? ''

export function useShellActions(): ShellActions {
  const runtime = useRuntime()
  const shell = useShell()
  const navigate = useNavigate()
  const { href } = useLanguage()
  return useMemo(() => {
    const go = (path: string) => void navigate({ href: href(path) })
    const openModal = (name: string) => runtime.store.set(openModalAtom, name)
    const login = () => {
      const plan = shell.template.guardRedirect
      if (plan === 'home-then-login-modal') openModal('login')
      else if (plan === 'home-then-signin-modal') openModal('signin')
      else go('/login')
    }
    return {
      login,
      register: () => go('/register'),
      logout: () => {
        void logout(runtime).then(() => go('/'))
      },
      deposit: () => go('/deposit'),
      playGame: (game) =>
        void navigate({
          href: `${href('/playnow')}?provider=${encodeURIComponent(game.provider_code)}&game=${encodeURIComponent(game.game_code)}`,
        }),
      openLanguagePicker: () => openModal('language'),
      // docs/product.md#lobby: every card has a heart; a visitor's press asks them to sign in.
      toggleFavourite: (game) => {
        if (runtime.store.get(authFieldsAtom)) void toggleFavourite(runtime, game)
        else login()
      },
      openSearch: () => openModal('search'),
      // A banner or promotion leads to a page of the site (already in the page's language) or elsewhere.
      openLink: (target) => {
        if (/^https?:\/\//i.test(target)) window.open(target, '_blank', 'noopener,noreferrer')
        else void navigate({ href: target })
      },
      // Every match a sportsbook template shows is a virtual fixture: its bet slip is the virtual sports game.
      openMatch: () =>
        void navigate({
          href: `${href('/playnow')}?provider=${originalsProviderCode}&game=${encodeURIComponent(virtualSportsGameCode)}`,
        }),
    }
  }, [runtime, shell.template.guardRedirect, navigate, href])
}
