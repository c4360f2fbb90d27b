/** The tour's agency-portal server (deployed on its own, decision 038): its own port, same clock. */
export const PORTAL_PORT = 4314 + Number(process.env['E2E_PORT_SHIFT'] ?? 0);
