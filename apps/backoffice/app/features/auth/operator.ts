import type { BackofficePermission, OperatorView } from '@jeton/domain/backoffice';
import { useRouteLoaderData } from 'react-router';

/** The id of the layout route whose loader reads the operator (routes.ts). */
export const SHELL_ROUTE_ID = 'shell';

/** The logged-in operator, read once by the shell's loader (auth/me). */
export function useOperator(): OperatorView {
  const data = useRouteLoaderData(SHELL_ROUTE_ID) as { operator: OperatorView } | undefined;
  if (!data) throw new Error('useOperator outside the shell');
  return data.operator;
}

/** Whether the operator's role holds a permission: the app hides what the server would refuse. */
export function usePermission(permission: BackofficePermission): boolean {
  return useOperator().permissions.includes(permission);
}
