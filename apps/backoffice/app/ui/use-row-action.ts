import { useRevalidator } from 'react-router';
import { useFailureHandler } from '../api/use-failure-handler.js';
import { useToast } from './toast.js';

// A row's one-click action on a list screen (pause, resume): call the server, say it was done,
// reload the list; a refusal is said in a toast (an ended session goes to log-in).

export function useRowAction() {
  const toast = useToast();
  const revalidator = useRevalidator();
  const onFailure = useFailureHandler();
  return async (call: () => Promise<unknown>, done: string): Promise<void> => {
    try {
      await call();
      toast(done);
      await revalidator.revalidate();
    } catch (error) {
      onFailure(error);
    }
  };
}
