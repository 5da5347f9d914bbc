import { useLingui } from '@lingui/react/macro'
import { layoutAtom } from '@lobbykit/core/stores/layout'
import { openModalAtom } from '@lobbykit/core/stores/modal'
import { isAuthenticatedAtom } from '@lobbykit/core/stores/user'
import { FloatingDock, LiveChatButton, PartnersButton, RewardsWidget } from '@lobbykit/ui/FloatingWidgets'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai/react'
import { useState } from 'react'
import { liveChatReadyAtom, openLiveChat } from './liveChat'
import { useRuntime } from './runtime'
import { useLanguage } from './useLanguage'
import { useShell } from './useShell'

/** The live-chat button's custom image (docs/product.md#live-chat-button: used when image_id is set), drawn by the API. */
export function liveChatImageUrl(imageId: string): string {
  return `/api/media/badge/${encodeURIComponent(imageId)}.svg`
}

/**
 * The floating elements of docs/product.md#floating: the rewards icon (gamify_status; hideable; visitors get the
 * login modal on templates 4, 6, 8 and 10 and /login elsewhere; players get the minigame in a new tab),
 * the partners button and the live-chat button once its widget has loaded.
 */
export default function FloatingWidgets() {
  const { t } = useLingui()
  const { store } = useRuntime()
  const shell = useShell()
  const navigate = useNavigate()
  const { href } = useLanguage()
  const signedIn = useAtomValue(isAuthenticatedAtom, { store })
  const { showPartner, live_chat: liveChat } = useAtomValue(layoutAtom, { store })
  const chatReady = useAtomValue(liveChatReadyAtom, { store })
  const [rewardsHidden, setRewardsHidden] = useState(false)

  const openRewards = () => {
    if (signedIn) window.open(href('/minigame'), '_blank', 'noopener')
    else if (shell.template.rewardsLogin === 'login-modal') store.set(openModalAtom, 'login')
    else void navigate({ href: href('/login') })
  }
  const showRewards = shell.site.gamify_status && !rewardsHidden
  if (!showRewards && !showPartner && !(chatReady && liveChat)) return null
  return (
    <FloatingDock label={t`Quick actions`} bottom={88}>
      {showRewards ? (
        <RewardsWidget label={t`Rewards`} onOpen={openRewards} onHide={() => setRewardsHidden(true)} />
      ) : null}
      {showPartner ? (
        <PartnersButton label={t`Our partners`} onClick={() => store.set(openModalAtom, 'partners')} />
      ) : null}
      {chatReady && liveChat ? (
        <LiveChatButton
          label={t`Live chat`}
          onClick={() => openLiveChat()}
          {...(liveChat.image_id ? { imageUrl: liveChatImageUrl(liveChat.image_id) } : {})}
        />
      ) : null}
    </FloatingDock>
  )
}
