import './guest.css';
import './availability.css';
import './bill.css';
import { startGuestPage } from './app';

/** The page's address is the QR code's link, {host}/sign-in/{code}. */
const code = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const root = document.getElementById('root');
if (root) startGuestPage(root, code);
