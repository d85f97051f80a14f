/**
 * The recommendations widget's texts. The spec gives no heading; it is "You May Also Like"
 * (docs/decisions.md "Recommendations in the mini cart").
 */
export const m = {
  title: { id: 'recommendations.title', defaultMessage: 'You May Also Like' },
};
