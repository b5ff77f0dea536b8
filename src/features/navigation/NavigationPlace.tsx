/**
 * The main navigation's room, empty: drawn while its code loads (src/app/Shell.tsx) or the
 * session of someone signed in when the app last ran is read (AppNav), so nothing on the
 * screen moves when the bar comes.
 */
export const NavigationPlace = () => <div className="app-nav" />;
