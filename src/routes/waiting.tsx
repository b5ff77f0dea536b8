import { createRoute } from '@tanstack/react-router';
import { PATHS } from '../config/paths';
import { WaitingScreen } from '../features/auth/WaitingScreen';
import { rootRoute } from './__root';

export const awaitRoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.awaitRole,
  component: () => (
    <WaitingScreen
      title="Waiting for your role"
      missing="Your profile is complete, but no role has been given to your account yet."
      whoCanFix="The owner or an admin sets your role in user management."
    />
  ),
});

export const awaitDealershipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.awaitDealershipAssignment,
  component: () => (
    <WaitingScreen
      title="Waiting for a dealership"
      missing="Your role works for specific dealerships, and none has been assigned to you yet."
      whoCanFix="The owner or an admin assigns your dealerships in user management."
    />
  ),
});
