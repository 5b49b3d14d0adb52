/** "QAR 1,500": how prices read everywhere, in placeholders and price cards alike. */
export function formatQar(amount: number, currency = 'QAR'): string {
  return `${currency} ${amount.toLocaleString('en-US')}`;
}
