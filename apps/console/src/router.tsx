import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router'
import { CashierQueue } from './cashier/CashierQueue'
import { AuditLog } from './owner/AuditLog'
import { Operators } from './owner/Operators'
import { PlayerDetail } from './players/PlayerDetail'
import { PlayerSearch } from './players/PlayerSearch'
import { SessionGate } from './shell/SessionGate'
import { CreateTenant } from './tenants/CreateTenant'
import { Gallery } from './tenants/Gallery'
import { TenantEditor } from './tenants/TenantEditor'
import { TenantList } from './tenants/TenantList'
import { Versions } from './tenants/Versions'

/** The console's screens (docs/operators.md#console), under `/console/` on the console's host. */
const root = createRootRoute({
  component: () => (
    <SessionGate>
      <Outlet />
    </SessionGate>
  ),
})

const home = createRoute({
  getParentRoute: () => root,
  path: '/',
  // The gate sends the operator to the first section their role may open.
  component: () => null,
})

const tenants = createRoute({ getParentRoute: () => root, path: '/tenants', component: TenantList })
const newTenant = createRoute({ getParentRoute: () => root, path: '/tenants/new', component: CreateTenant })
const tenant = createRoute({ getParentRoute: () => root, path: '/tenants/$code', component: TenantEditor })
const versions = createRoute({
  getParentRoute: () => root,
  path: '/tenants/$code/versions',
  component: Versions,
})
const gallery = createRoute({
  getParentRoute: () => root,
  path: '/tenants/$code/gallery',
  component: Gallery,
})
const cashier = createRoute({ getParentRoute: () => root, path: '/cashier', component: CashierQueue })
const players = createRoute({ getParentRoute: () => root, path: '/players', component: PlayerSearch })
const player = createRoute({
  getParentRoute: () => root,
  path: '/players/$playerId',
  component: PlayerDetail,
})
const operators = createRoute({ getParentRoute: () => root, path: '/operators', component: Operators })
const audit = createRoute({ getParentRoute: () => root, path: '/audit', component: AuditLog })

const routeTree = root.addChildren([
  home,
  tenants,
  newTenant,
  tenant,
  versions,
  gallery,
  cashier,
  players,
  player,
  operators,
  audit,
])

export const router = createRouter({ routeTree, basepath: '/console' })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
