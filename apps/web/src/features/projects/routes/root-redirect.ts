import { redirect } from 'react-router';
import { paths } from '@/config/paths';

/**
 * `/` has no screen (spec section 2): it sends the user on. Until the project store lands every
 * user starts a new project; the projects feature replaces this with the root-redirect rule.
 */
export function loader() {
  return redirect(paths.projects.new);
}
