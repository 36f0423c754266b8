/** The body of every failed API call (the token endpoint adds error_description). */
export interface ApiErrorBody {
  error: string;
  message: string;
}

export interface TokenErrorBody {
  error: string;
  error_description: string;
}
