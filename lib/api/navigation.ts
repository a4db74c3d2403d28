// Full-page navigations in one object, so tests can observe them (jsdom cannot navigate).
export const pageNavigation = {
  replace(url: string): void {
    window.location.replace(url);
  },
  reload(): void {
    window.location.reload();
  },
};
