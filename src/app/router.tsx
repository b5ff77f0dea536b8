import { createRoute, createRouter, useParams } from '@tanstack/react-router';
import { getSessionState, subscribeSession } from '../data/session';
import { landingInputs } from '../features/auth/redirect';
import { RouteLoading, rootRoute } from '../routes/__root';
import { SCREENS, type Screen } from '../routes/screens';
import { RenderErrorOverlay } from './ErrorOverlays';
import { preloadOf } from './screenPreload';
import { Shell } from './Shell';

/** A route drawing one line of the route table: its component, with the path's parameters and its props. */
function routeOf<Path extends string>({ path, component: Component, props }: Screen<Path>) {
  function ScreenRoute() {
    const params = useParams({ strict: false });
    return <Component {...params} {...props} />;
  }
  // Intent preloading (hover, focus) fetches a lazy screen's chunk before the tap.
  const preload = preloadOf(Component);
  if (preload) Object.assign(ScreenRoute, { preload });
  return createRoute({ getParentRoute: () => rootRoute, path, component: ScreenRoute });
}

/** Each line's route, its path kept literal so links and parameters stay typed. */
type RoutesOf<Lines extends readonly Screen[]> = {
  -readonly [Index in keyof Lines]: Lines[Index] extends Screen<infer Path>
    ? ReturnType<typeof routeOf<Path>>
    : never;
};

// Array.map cannot keep a tuple's element types; the mapped type says what it returns.
const screenRoutes = SCREENS.map(routeOf) as unknown as RoutesOf<typeof SCREENS>;
const routeTree = rootRoute.addChildren(screenRoutes);

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    InnerWrap: Shell,
    defaultErrorComponent: ({ error }) => <RenderErrorOverlay error={error} />,
    defaultPendingComponent: RouteLoading,
    defaultPreload: 'intent',
  });
  // Landing (spec §4) when the session changes what it reads: the root route decides again.
  let inputs = landingInputs(getSessionState());
  subscribeSession(() => {
    const next = landingInputs(getSessionState());
    if (next === inputs) return;
    inputs = next;
    void router.invalidate();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
