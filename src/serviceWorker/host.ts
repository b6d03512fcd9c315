/** Whether the page is on the production host or one of its subdomains (`v7.mui.com`), never a lookalike. */
export function isProductionHost(hostname: string, productionHost: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const production = productionHost.toLowerCase();
  return host === production || host.endsWith(`.${production}`);
}
