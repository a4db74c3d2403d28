/** The claim page (a hidden sidebar item, subsidy/claim) for one claim. */
export const claimHref = (id: number) => `/manage/subsidy/claim?id=${id}`;
