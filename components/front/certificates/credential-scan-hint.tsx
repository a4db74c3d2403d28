import { headers } from 'next/headers';
import { NONCE_HEADER } from '@/lib/security/headers';

/** The one line of script: marks itself when the address carries a scanned payload (/cerQuery#cert=…). */
export const SCAN_HINT_SCRIPT = "if(/[#&]cert=/.test(location.hash))document.currentScript.setAttribute('data-scanning','')";

/**
 * Placed just before the credential check. The payload of a scanned QR code is in the URL fragment,
 * which the server never sees, so this script decides before the first paint, while the HTML is
 * still being read: it marks itself, and the CSS in globals.css (.credential-scan-hint) then keeps
 * the verdict's room open under "正在核验…" from the first paint, and the verdict drawn there after
 * the check moves nothing below it. React renders the same markup on both sides; the attribute the
 * script adds is the only difference, hence suppressHydrationWarning on this element alone.
 */
export async function CredentialScanHint() {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return <script className="credential-scan-hint" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCAN_HINT_SCRIPT }} />;
}
