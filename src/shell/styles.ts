// The static shells (index.html, and src/shell/*.html at their routes) are drawn with the app's
// own classes, so those rules must be in the entry's stylesheet (src/boot.ts imports this), which
// the HTML links before its first paint, not in a stylesheet that arrives with a script.
import '../components/layout/AppShell.css';
import '../components/layout/AppHeader.css';
import '../components/layout/TabBar.css';
import '../features/auth/auth.css';
import '../components/form/form.css';
import './shell.css';
