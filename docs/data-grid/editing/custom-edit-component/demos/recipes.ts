export interface Recipe {
  id: number;
  dish: string;
  rating: number;
  spiciness: number;
  course: 'Starter' | 'Main' | 'Dessert';
}

export const recipes: Recipe[] = [
  { id: 1, dish: 'Shakshuka', rating: 4, spiciness: 2, course: 'Main' },
  { id: 2, dish: 'Gazpacho', rating: 3, spiciness: 0, course: 'Starter' },
  { id: 3, dish: 'Laksa', rating: 5, spiciness: 4, course: 'Main' },
  { id: 4, dish: 'Tarte Tatin', rating: 4, spiciness: 0, course: 'Dessert' },
  { id: 5, dish: 'Mapo tofu', rating: 5, spiciness: 5, course: 'Main' },
];
