Vries, Anna de 1700 2 0; 412 50; p12 1 0
Bert 1650 1 0; 380 0; p12 2 0; off 1
Carla 0 0 0; 50 0
