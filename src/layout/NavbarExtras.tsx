import { MessageBoxButton } from '../messageBox';
import { ProjectSwitcher } from './ProjectSwitcher';

/** Navbar controls of other features: the project switcher and the message box. */
export function NavbarExtras() {
  return (
    <>
      <ProjectSwitcher />
      <MessageBoxButton />
    </>
  );
}
