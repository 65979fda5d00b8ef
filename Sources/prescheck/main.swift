print("prescheck")
