/** Every route of the API, for the authorization table and the API's description. */
import type { ResourceDecl } from '../resources/lib/schema';
import { accountRoutes } from './accounts';
import { collectionRoutes, type RouteRule } from './authorization';
import type { FeatureModule } from './feature';

/** The account routes, the declared collections' and the features'. */
export const apiRoutes = (declarations: readonly ResourceDecl[], features: readonly FeatureModule[]): RouteRule[] => [
  ...accountRoutes,
  ...declarations.flatMap(collectionRoutes),
  ...features.flatMap((f) => f.routes),
];
