/** A suggestion's key in the kept/dropped bookkeeping (names are unique per list, O2). */
export const keyOf = {
  category: (name: string) => `category:${name}`,
  habit: (name: string) => `habit:${name}`,
  task: (name: string) => `task:${name}`,
  item: (section: number, name: string) => `item:${section}:${name}`,
  goal: (name: string) => `goal:${name}`,
};
