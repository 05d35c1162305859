/** An item's number in its list, from 1, in two digits: "01", "02"… (the lists' visible numbering). */
export const itemNumber = (index: number): string => String(index + 1).padStart(2, '0');
