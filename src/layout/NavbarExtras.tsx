/** Navbar controls of other features (project switcher, message box), mounted as they land. */
export function NavbarExtras() {
  return null;
}
