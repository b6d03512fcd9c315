// A pretend API for the persistence demos: it answers after a delay, and refuses some changes.
export interface Budget {
  id: number;
  team: string;
  quarter: string;
  amount: number;
}

export const initialBudgets: Budget[] = [
  { id: 1, team: 'Marketing', quarter: 'Q2', amount: 48000 },
  { id: 2, team: 'Engineering', quarter: 'Q2', amount: 120000 },
  { id: 3, team: 'Support', quarter: 'Q2', amount: 26000 },
  { id: 4, team: 'Sales', quarter: 'Q2', amount: 64000 },
];

export const BUDGET_LIMIT = 150000;

export function saveBudget(budget: Budget): Promise<Budget> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (budget.team.trim() === '') reject(new Error('The team name cannot be empty.'));
      else if (budget.amount == null) reject(new Error('The budget cannot be empty.'));
      else if (budget.amount > BUDGET_LIMIT)
        reject(new Error(`The server refused ${budget.amount.toLocaleString('en-GB')}: the limit is 150,000.`));
      // The server returns the saved record, here with the name tidied up.
      else resolve({ ...budget, team: budget.team.trim() });
    }, 600);
  });
}
